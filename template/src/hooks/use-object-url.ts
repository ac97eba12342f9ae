import { useEffect, useState } from 'react';

/**
 * A `blob:` URL for a file (an image preview, a download link), revoked when the file changes or
 * the component unmounts, so previews never leak the file's memory. Undefined until the URL for
 * the current file exists (never a revoked one), and outside a browser.
 */
export function useObjectUrl(file: Blob | null | undefined): string | undefined {
  const [entry, setEntry] = useState<{ file: Blob; url: string }>();
  useEffect(() => {
    if (!file) return;
    const url = URL.createObjectURL(file);
    // Creating and revoking the URL belong in one effect; the state only hands the URL to render.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ file, url });
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return file && entry?.file === file ? entry.url : undefined;
}
