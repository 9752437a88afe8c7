// The last shots' video, kept in the browser only: MediaRecorder on the camera's stream, each recording a Blob with an
// object URL for playback, and "Save Video" as a download (the browser's way of saving to Photos). Nothing is
// uploaded.
//
//   const recorder = shotRecorder(camera.stream, { keep: 5 });
//   recorder.start();                      // when the ball is detected
//   const blob = await recorder.stop();    // when the shot ends
//   recorder.saveVideo(recorder.recordings.at(-1), 'shot.webm');

// WebM where the browser records it (VP8 first: the cheapest to encode, the tracker keeps the processor), else MP4
// (Safari). A recording's `extension` says which.
const TYPES = ['video/webm;codecs=vp8', 'video/webm;codecs=h264', 'video/webm;codecs=vp9', 'video/webm',
  'video/mp4;codecs=avc1', 'video/mp4'];

function supportedType() {
  if (typeof MediaRecorder === 'undefined') return null;
  return TYPES.find((type) => MediaRecorder.isTypeSupported?.(type)) ?? '';
}

/**
 * Records shots from `stream`; keeps the last `keep` recordings (older ones' URLs are revoked).
 * `{ start(), stop() -> Promise<Blob>, recordings, recording, saveVideo(recording, filename), clear(), supported }`;
 * each recording is `{ blob, url, at, extension }` ("webm", or "mp4" in browsers that record only MP4).
 */
export function shotRecorder(stream, { keep = 5 } = {}) {
  const mimeType = supportedType();
  const recordings = [];
  let recorder = null;
  let chunks = [];
  let done = null;

  function start() {
    if (mimeType === null) throw new Error('This browser cannot record video (no MediaRecorder).');
    if (recorder && recorder.state !== 'inactive') return;
    chunks = [];
    recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
    recorder.addEventListener('dataavailable', (event) => { if (event.data?.size) chunks.push(event.data); });
    done = new Promise((resolve, reject) => {
      recorder.addEventListener('stop', () => {
        const blob = new Blob(chunks, { type: recorder.mimeType || mimeType || 'video/webm' });
        const extension = blob.type.includes('mp4') ? 'mp4' : 'webm';
        const entry = { blob, url: URL.createObjectURL(blob), at: new Date(), extension };
        recordings.push(entry);
        while (recordings.length > keep) URL.revokeObjectURL(recordings.shift().url);
        resolve(blob);
      }, { once: true });
      recorder.addEventListener('error', (event) => reject(event.error ?? new Error('recording failed')), { once: true });
    });
    recorder.start(250);
  }

  /** Ends the recording; resolves to its Blob (also added to `recordings`). */
  async function stop() {
    if (!recorder) throw new Error('Nothing is being recorded.');
    if (recorder.state !== 'inactive') recorder.stop();
    return done;
  }

  /** Downloads a recording (the browser saves it where it keeps downloads). */
  function saveVideo(recording, filename) {
    if (!recording) return;
    const extension = recording.extension ?? ((recording.blob.type || '').includes('mp4') ? 'mp4' : 'webm');
    const link = document.createElement('a');
    link.href = recording.url;
    link.download = filename ?? `bowlertrax-shot-${recording.at.toISOString().replace(/[:.]/g, '-')}.${extension}`;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
  }

  function clear() {
    while (recordings.length) URL.revokeObjectURL(recordings.shift().url);
  }

  return {
    start,
    stop,
    saveVideo,
    clear,
    recordings,
    supported: mimeType !== null,
    get recording() { return recorder?.state === 'recording'; },
  };
}
