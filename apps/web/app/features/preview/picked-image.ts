// The customer's own image in the preview (issue 23 point 2). It stays on the device: decoded
// here, shown from an object URL, never sent (the order's artwork is uploaded after purchase,
// by the spec's upload rules). A 12-megapixel photo is decoded by createImageBitmap, off the main
// thread, and a copy at most `displaySide` pixels across is what the preview draws, so moving and
// scaling it never repaints a full-size photo. A PNG or WebP with see-through pixels around its
// design also gives a small alpha mask, which the contour cut is traced from (decision 0809).
import { contourMaskSide, hasTransparentSurround, type AlphaMask } from '@shop/domain/preview';

export interface PickedImage {
  name: string;
  /** The file's own pixels: what the effective resolution is worked out from. */
  width: number;
  height: number;
  /** An object URL of the downscaled copy (PNG, transparency kept; JPEG for a JPEG); revoke when done. */
  url: string;
  /** The alpha channel at most `contourMaskSide` across, when the design has a see-through surround. */
  mask: AlphaMask | null;
}

export const pickedImageMessages = {
  notAnImage: 'PNG・JPEG・WebP形式の画像を選んでください。',
  unreadable: '画像を読み込めませんでした。別の画像をお試しください。',
} as const;

const acceptedTypes = ['image/png', 'image/jpeg', 'image/webp'];
export const acceptAttribute = acceptedTypes.join(',');
const displaySide = 1600;

export class PickedImageError extends Error {}

export async function readPickedImage(file: File): Promise<PickedImage> {
  if (!acceptedTypes.includes(file.type)) throw new PickedImageError(pickedImageMessages.notAnImage);
  let full: ImageBitmap;
  try {
    full = await createImageBitmap(file);
  } catch {
    throw new PickedImageError(pickedImageMessages.unreadable);
  }
  try {
    const { width, height } = full;
    const ratio = Math.min(1, displaySide / Math.max(width, height));
    const small = await createImageBitmap(full, {
      resizeWidth: Math.max(1, Math.round(width * ratio)),
      resizeHeight: Math.max(1, Math.round(height * ratio)),
      resizeQuality: 'high',
    });
    const canvas = document.createElement('canvas');
    canvas.width = small.width;
    canvas.height = small.height;
    canvas.getContext('2d')?.drawImage(small, 0, 0);
    const opaque = file.type === 'image/jpeg';
    const mask = opaque ? null : alphaMask(small);
    small.close();
    // A photo has nothing see-through to keep: its copy is a JPEG, far quicker to encode than a PNG.
    const blob = await new Promise<Blob | null>((resolve) =>
      canvas.toBlob(resolve, opaque ? 'image/jpeg' : 'image/png', 0.92),
    );
    if (!blob) throw new PickedImageError(pickedImageMessages.unreadable);
    return { name: file.name, width, height, url: URL.createObjectURL(blob), mask };
  } finally {
    full.close();
  }
}

/** The image's alpha channel, small; null when nothing around the design is see-through. */
function alphaMask(image: ImageBitmap): AlphaMask | null {
  const ratio = Math.min(1, contourMaskSide / Math.max(image.width, image.height));
  const width = Math.max(1, Math.round(image.width * ratio));
  const height = Math.max(1, Math.round(image.height * ratio));
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(image, 0, 0, width, height);
  const pixels = context.getImageData(0, 0, width, height).data;
  const alpha = new Uint8Array(width * height);
  for (let index = 0; index < alpha.length; index += 1) alpha[index] = pixels[index * 4 + 3] ?? 0;
  const mask = { width, height, alpha };
  return hasTransparentSurround(mask) ? mask : null;
}
