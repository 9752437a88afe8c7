// The rear camera at the highest frame rate it offers. Browsers open cameras only in a secure context (HTTPS, or
// http://localhost): a phone on the local network needs the server's --tls-cert/--tls-key.
//
//   if (await cameraPermission() === 'granted') { /* no prompt will show */ }
//   const camera = await openCamera();   // { stream, video, width, height, frameRate, facingMode }
//   ...
//   stopCamera(camera.stream);

/** Why the camera could not be opened: `reason` is "denied", "unavailable" or "insecure". */
export class CameraError extends Error {
  constructor(reason, message, cause) {
    super(message);
    this.name = 'CameraError';
    this.reason = reason;
    if (cause) this.cause = cause;
  }
}

/** The camera permission as the Permissions API tells it: "granted" (no prompt), "denied", "prompt" or "unknown". */
export async function cameraPermission() {
  if (typeof navigator === 'undefined' || !navigator.permissions?.query) return 'unknown';
  try {
    const status = await navigator.permissions.query({ name: 'camera' });
    return ['granted', 'denied', 'prompt'].includes(status.state) ? status.state : 'unknown';
  } catch {
    return 'unknown'; // Browsers that do not know the "camera" permission name.
  }
}

function reasonOf(error) {
  switch (error?.name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
      return 'denied';
    case 'SecurityError':
      return window.isSecureContext ? 'denied' : 'insecure';
    default: // NotFoundError, NotReadableError (in use), OverconstrainedError, AbortError
      return 'unavailable';
  }
}

const MESSAGES = {
  denied: 'Camera access was denied. Allow the camera for this site in the browser settings, or log your games by hand.',
  unavailable: 'No camera could be opened (none found, or another app is using it).',
  insecure: 'The camera needs a secure connection: open the page over HTTPS (or on localhost).',
};

/**
 * Opens the rear camera (`facingMode: {ideal: "environment"}`), asks for the highest frame rate the device offers
 * (getCapabilities().frameRate.max), and plays it in a muted inline <video> (`options.video`, or a new one).
 * Resolves to `{ stream, video, width, height, frameRate, facingMode, settings, capabilities }` where frameRate is
 * what getSettings() reports the camera gives; throws CameraError. `width` and `height` are wishes (the camera's
 * native frames are kept, never cropped or scaled to them: resizeMode "none").
 */
export async function openCamera({ video = null, width = 1280, height = 720 } = {}) {
  if (typeof window !== 'undefined' && window.isSecureContext === false) {
    throw new CameraError('insecure', MESSAGES.insecure);
  }
  if (!navigator.mediaDevices?.getUserMedia) throw new CameraError('unavailable', MESSAGES.unavailable);
  let stream;
  try {
    stream = await navigator.mediaDevices.getUserMedia({
      audio: false,
      video: {
        facingMode: { ideal: 'environment' },
        // The camera's own frames, never cropped or scaled by the browser to fit the size asked for (a crop
        // would change the picture the calibration is made on).
        resizeMode: 'none',
        width: { ideal: width },
        height: { ideal: height },
        frameRate: { ideal: 240 },
      },
    });
  } catch (error) {
    const reason = reasonOf(error);
    throw new CameraError(reason, MESSAGES[reason], error);
  }
  const [track] = stream.getVideoTracks();
  if (!track) {
    stopCamera(stream);
    throw new CameraError('unavailable', MESSAGES.unavailable);
  }
  const capabilities = track.getCapabilities?.() ?? {};
  const maximum = capabilities.frameRate?.max;
  if (Number.isFinite(maximum) && maximum > (track.getSettings().frameRate ?? 0)) {
    // Frame rate first: a device offers its highest rates at some sizes only, so the size becomes a wish.
    try {
      await track.applyConstraints({ resizeMode: 'none', frameRate: { ideal: maximum, min: Math.min(maximum, 30) } });
    } catch {
      try { await track.applyConstraints({ resizeMode: 'none', frameRate: { ideal: maximum } }); } catch { /* keeps what it had */ }
    }
  }
  const element = video ?? document.createElement('video');
  element.muted = true;
  element.playsInline = true;
  element.setAttribute('playsinline', '');
  element.autoplay = true;
  element.srcObject = stream;
  try {
    await element.play();
    if (!element.videoWidth) {
      await new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('the camera sent no frame')), 10000);
        element.addEventListener('loadedmetadata', () => { clearTimeout(timer); resolve(); }, { once: true });
      });
    }
  } catch (error) {
    stopCamera(stream);
    element.srcObject = null;
    throw new CameraError('unavailable', MESSAGES.unavailable, error);
  }
  const settings = track.getSettings();
  return {
    stream,
    video: element,
    width: element.videoWidth || settings.width,
    height: element.videoHeight || settings.height,
    frameRate: settings.frameRate ?? null,
    facingMode: settings.facingMode ?? null,
    settings,
    capabilities,
  };
}

/** Stops every track of the camera's stream (the browser's camera indicator goes off). */
export function stopCamera(stream) {
  for (const track of stream?.getTracks?.() ?? []) track.stop();
}
