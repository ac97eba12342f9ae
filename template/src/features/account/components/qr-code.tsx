/** The set-up QR code (qrcode.react, loaded only when a set-up starts). */
import { QRCodeSVG } from 'qrcode.react';

export default function QrCode({ value, label }: { value: string; label: string }) {
  return (
    <QRCodeSVG
      value={value}
      size={176}
      marginSize={2}
      title={label}
      role="img"
      aria-label={label}
      className="rounded-md bg-white"
    />
  );
}
