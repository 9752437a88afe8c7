// Frames of a <video> as pixels, and clicks on a shown frame as image pixels.

function canvasOfSize(width, height) {
  if (typeof OffscreenCanvas !== 'undefined') return new OffscreenCanvas(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  return canvas;
}

/** A 2D context that reads back often (the pixels stay in memory, not on the GPU). */
export function readingContext(width, height) {
  const context = canvasOfSize(width, height).getContext('2d', { willReadFrequently: true, alpha: false });
  if (!context) throw new Error('This browser cannot read video pixels (no 2D canvas).');
  return context;
}

/**
 * The whole current frame of `video` (a camera or a clip) as ImageData at the video's intrinsic size: to freeze the
 * frame for the calibration taps, pick the ball's colour, compute the position fingerprint.
 */
export function grabFrame(video) {
  const width = video.videoWidth;
  const height = video.videoHeight;
  if (!width || !height) throw new Error('The video has no frame yet.');
  const context = readingContext(width, height);
  context.drawImage(video, 0, 0, width, height);
  return context.getImageData(0, 0, width, height);
}

/**
 * Where a click (or pointer event) on `element` falls in an image of `width` x `height` pixels that the element
 * shows: its content box, with CSS object-fit (contain, cover, fill, none, scale-down) and object-position honoured
 * (an <svg> with a viewBox counts as contain). Returns `{ x, y }` in image pixels, clamped to the image.
 */
export function imagePointFromEvent(event, element, width, height) {
  const rect = element.getBoundingClientRect();
  const style = getComputedStyle(element);
  const px = (name) => parseFloat(style[name]) || 0;
  const left = rect.left + px('borderLeftWidth') + px('paddingLeft');
  const top = rect.top + px('borderTopWidth') + px('paddingTop');
  const boxWidth = rect.width - px('borderLeftWidth') - px('borderRightWidth') - px('paddingLeft') - px('paddingRight');
  const boxHeight = rect.height - px('borderTopWidth') - px('borderBottomWidth') - px('paddingTop') - px('paddingBottom');
  let fit = style.objectFit || 'fill';
  if (typeof SVGSVGElement !== 'undefined' && element instanceof SVGSVGElement) fit = 'contain';
  let scaleX = boxWidth / width;
  let scaleY = boxHeight / height;
  if (fit === 'contain' || fit === 'scale-down' || fit === 'cover' || fit === 'none') {
    let scale = fit === 'cover' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
    if (fit === 'none') scale = 1;
    if (fit === 'scale-down') scale = Math.min(1, scale);
    scaleX = scale;
    scaleY = scale;
  }
  const [positionX, positionY] = objectPosition(style.objectPosition, boxWidth - width * scaleX, boxHeight - height * scaleY);
  const x = (event.clientX - left - positionX) / scaleX;
  const y = (event.clientY - top - positionY) / scaleY;
  return { x: Math.min(width, Math.max(0, x)), y: Math.min(height, Math.max(0, y)) };
}

/** The offsets object-position gives for the free space (`freeX`, `freeY`); 50% 50% by default. */
function objectPosition(value, freeX, freeY) {
  const parts = (value || '50% 50%').trim().split(/\s+/);
  const offset = (part, free) => {
    if (part === undefined || part === 'center') return free / 2;
    if (part === 'left' || part === 'top') return 0;
    if (part === 'right' || part === 'bottom') return free;
    if (part.endsWith('%')) return (parseFloat(part) / 100) * free;
    return parseFloat(part) || 0;
  };
  return [offset(parts[0], freeX), offset(parts[1] ?? 'center', freeY)];
}

/**
 * Copies the `window` ({ x, y, width, height }, even numbers) of a video's current frame into a tracker's frame
 * buffer in wasm memory (`tracker.frameBuffer()`): with WebCodecs where the browser has it (`new VideoFrame(video)`,
 * then `copyTo` converting only the window to RGBA, straight into the wasm memory: about a millisecond for a 720p
 * frame), else with drawImage onto a canvas of the window's size and getImageData (several times slower).
 * Call `copy(video, tracker)` synchronously from the frame's requestVideoFrameCallback (the frame is taken then),
 * await it, then `tracker.processFrameBuffer(frameIndex)`. It resolves to the copied frame's own capture time in
 * seconds (VideoFrame.timestamp: the frame actually copied, which on a slow page may be newer than the one the
 * callback announced), or null when the canvas read it (its time is then the callback's).
 */
export function windowCopier(window, { webCodecs = true } = {}) {
  const { x, y, width, height } = window;
  let fast = webCodecs && typeof VideoFrame !== 'undefined' && typeof VideoFrame.prototype.copyTo === 'function';
  let context = null;
  const rect = { x, y, width, height };
  function slow(video, tracker) {
    context ??= readingContext(width, height);
    context.drawImage(video, x, y, width, height, 0, 0, width, height);
    const { data } = context.getImageData(0, 0, width, height);
    tracker.frameBuffer().set(new Uint8Array(data.buffer, data.byteOffset, data.length));
  }
  return {
    /** "VideoFrame.copyTo" or "drawImage": how frames are read. */
    get method() { return fast ? 'VideoFrame.copyTo' : 'drawImage'; },
    copy(video, tracker) {
      if (!fast) {
        slow(video, tracker);
        return Promise.resolve(null);
      }
      let frame;
      try {
        frame = new VideoFrame(video);
      } catch {
        fast = false;
        slow(video, tracker);
        return Promise.resolve(null);
      }
      const seconds = Number.isFinite(frame.timestamp) ? frame.timestamp / 1e6 : null;
      return frame.copyTo(tracker.frameBuffer(), { rect, format: 'RGBA', colorSpace: 'srgb' })
        .then(() => {
          frame.close();
          return seconds;
        }, () => {
          frame.close();
          // This browser converts no RGBA in copyTo: the canvas from now on (this frame from the video as it is).
          fast = false;
          slow(video, tracker);
          return null;
        });
    },
  };
}
