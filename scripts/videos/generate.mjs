/**
 * `npm run videos`: draws the academy's lesson clips (./clips.mjs) frame by frame with sharp and
 * encodes them with ffmpeg (`apt-get install ffmpeg`) into template/public/videos/:
 *   <name>.webm   VP9, what Chromium and Firefox pick
 *   <name>.mp4    H.264 baseline-friendly, for Safari and any player without VP9
 *   <name>.webp   the poster, the clip's last frame (title and finished diagram)
 *   <name>.<lng>.vtt  captions in en, fr and ar
 * and lists them in public/images/LICENSES.md. Run by hand after changing a drawing: the output is
 * committed, so neither the build nor the browser draws a frame.
 *   --only <name>   redraw one clip
 *   --frames <dir>  also write the poster frame of each clip as PNG, to look at
 */
import { spawn } from 'node:child_process';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import sharp from 'sharp';
import { writeLicenses } from '../images/licenses.mjs';
import { captionLanguages, clips, cueTimes, duration } from './clips.mjs';
import { FPS, H, W, frame } from './frame.mjs';

const { values: args } = parseArgs({ options: { only: { type: 'string' }, frames: { type: 'string' } } });
const root = fileURLToPath(new URL('../../template/public/videos/', import.meta.url));

const timestamp = (s) => {
  const whole = Math.floor(s);
  const ms = Math.round((s - whole) * 1000);
  return `00:${String(Math.floor(whole / 60)).padStart(2, '0')}:${String(whole % 60).padStart(2, '0')}.${String(ms).padStart(3, '0')}`;
};

function vtt(lines) {
  const cues = lines.map(
    (line, i) => `${i + 1}\n${timestamp(cueTimes[i][0])} --> ${timestamp(cueTimes[i][1])}\n${line}\n`,
  );
  return ['WEBVTT', '', ...cues].join('\n');
}

/** One ffmpeg process reads raw RGB frames on stdin and writes both encodings. */
function encoder(name) {
  const input = ['-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${W}x${H}`, '-r', String(FPS), '-i', '-'];
  // Flat drawn shapes compress far better than film: high CRFs stay sharp, and a 4 s keyframe
  // interval keeps seeking (the resume point) quick.
  const vp9 = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-cpu-used', '2', '-g', '96'];
  const h264 = ['-c:v', 'libx264', '-preset', 'slow', '-tune', 'animation', '-crf', '30', '-g', '96'];
  const common = ['-pix_fmt', 'yuv420p', '-an', '-map_metadata', '-1'];
  const argv = [
    ...['-hide_banner', '-loglevel', 'error', '-y'],
    ...input,
    ...vp9,
    ...common,
    `${root}${name}.webm`,
    ...h264,
    ...common,
    '-movflags',
    '+faststart',
    `${root}${name}.mp4`,
  ];
  const child = spawn('ffmpeg', argv, { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise((resolve, reject) =>
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited with ${code} on ${name}`)))),
  );
  const write = (buffer) =>
    new Promise((resolve) => (child.stdin.write(buffer) ? resolve() : child.stdin.once('drain', resolve)));
  return { write, end: () => (child.stdin.end(), done) };
}

async function renderClip(clip) {
  const spec = { ...clip, duration };
  const out = encoder(clip.name);
  const count = duration * FPS;
  for (let i = 0; i < count; i += 1) {
    const svg = Buffer.from(frame(spec, i / FPS));
    await out.write(await sharp(svg).removeAlpha().raw().toBuffer());
  }
  await out.end();
  const poster = sharp(Buffer.from(frame(spec, duration - 0.5)));
  await poster.clone().webp({ quality: 82, effort: 5 }).toFile(`${root}${clip.name}.webp`);
  if (args.frames) {
    await mkdir(args.frames, { recursive: true });
    await poster.clone().png().toFile(`${args.frames}/${clip.name}.png`);
  }
  for (const lng of captionLanguages) await writeFile(`${root}${clip.name}.${lng}.vtt`, vtt(clip.captions[lng]));
  const files = (await readdir(root)).filter((f) => f.startsWith(`${clip.name}.`));
  const sizes = await Promise.all(files.map(async (f) => [f, (await stat(`${root}${f}`)).size]));
  console.log(`${clip.name}: ${sizes.map(([f, s]) => `${f} ${(s / 1024).toFixed(0)} KB`).join(', ')}`);
}

const chosen = clips.filter((clip) => !args.only || clip.name === args.only);
if (!args.only) await rm(root, { recursive: true, force: true });
await mkdir(root, { recursive: true });
for (const clip of chosen) await renderClip(clip);
await writeLicenses(fileURLToPath(new URL('../../template/public/images/LICENSES.md', import.meta.url)));
