"""BowlerTrax's in-page tracking in headless Chromium, with the project's own rendered shot as the camera and as a
chosen video file: the page's modules (/bowlertrax/tracking/*.js) track the ball in WebAssembly, send only the track
to the real API (a session on the shot's exact taps, its tracker setup, the shot), and the metrics the server measures
come back within tolerances of the render's truth. Nothing but JSON leaves the browser (Chromium's network log).

Tolerances: speed ±0.5 mph, entry angle ±1°, entry board ±1 board. The native analysis of the same 60 fps clip is
within about a tenth of each (the core's own video tests); the browser adds its own H.264 decoder and YUV-to-RGB
conversion (not ffmpeg's: the ball's edge pixels differ by a few levels), and the camera path may drop frames on a
loaded machine (a gap in the frame indices, each observation keeping its true time), so the bounds leave room for a
few frames' worth of noise on a 2.6 s shot, and stay well under what a bowler would notice (a board is 1.07 in, half a
mph is the spread of a consistent bowler's speed).
"""
import pytest
from selenium.webdriver.common.by import By

import bowlertrax_media as media
from bowlertrax_walk import (BT_API, ENTRY_ANGLE_TOLERANCE_DEGREES, ENTRY_BOARD_TOLERANCE, SPEED_TOLERANCE_MPH, Walk,
                             assert_no_video_sent, bowlertrax_browser)
from conftest import _quit

@pytest.fixture(scope="module")
def shot():
    return media.rendered_shot(fps=media.CAMERA_FPS, width=720, height=1280)


def _browser(camera_file=None, grant=True):
    driver = bowlertrax_browser(camera_file, grant=grant, window=(800, 900))
    driver.set_script_timeout(60)
    return driver


@pytest.fixture
def camera_browser(shot):
    driver = _browser(shot.y4m, grant=True)
    yield driver
    _quit(driver)


@pytest.fixture
def denied_browser(shot):
    driver = _browser(shot.y4m, grant=False)
    yield driver
    _quit(driver)


@pytest.fixture
def file_browser():
    driver = _browser()
    yield driver
    _quit(driver)



def _assert_within_truth(metrics, truth):
    assert abs(metrics["averageSpeedMph"] - truth["averageSpeedMph"]) <= SPEED_TOLERANCE_MPH, metrics
    assert abs(metrics["entryAngleDegrees"] - truth["entryAngleDegrees"]) <= ENTRY_ANGLE_TOLERANCE_DEGREES, metrics
    assert abs(metrics["entryBoard"] - truth["entryBoard"]) <= ENTRY_BOARD_TOLERANCE, metrics


def test_the_camera_shot_is_tracked_in_the_page_and_only_its_track_is_sent(camera_browser, server, shot):
    driver = camera_browser
    driver.get(server + "/bowlertrax/")
    driver.execute_script(BT_API)
    result = driver.execute_async_script("""
        const [calibration, done] = arguments;
        (async () => {
          const { openCamera, cameraPermission, stopCamera } = await import('/bowlertrax/tracking/camera.js');
          const { loadTracker } = await import('/bowlertrax/tracking/tracker.js');
          const { trackLive } = await import('/bowlertrax/tracking/live.js');
          const { grabFrame } = await import('/bowlertrax/tracking/frames.js');
          const { shotRecorder } = await import('/bowlertrax/tracking/recorder.js');
          const video = document.createElement('video');
          video.style.width = '180px';
          document.body.append(video);
          const camera = await openCamera({ video });
          const permission = await cameraPermission();
          const fps = Math.round(camera.frameRate);
          const session = await btApi('POST', 'sessions', {
            calibration: { ...calibration, imageWidth: camera.width, imageHeight: camera.height } });
          if (session.status !== 201) return { error: 'session', session };
          const setup = await btApi('GET', `sessions/${session.body.id}/tracker?fps=${fps}`);
          const wasm = await loadTracker();
          // The camera position's fingerprint, computed in the page (wasm), kept on the phone beside the saved
          // calibration (never sent: it is a small picture of the lane) and checked there against a frame now.
          const { fingerprints } = await import('/bowlertrax/device-store.js');
          const positionHash = wasm.positionHash(grabFrame(camera.video));
          const saved = await btApi('POST', 'calibrations', {
            ...calibration, imageWidth: camera.width, imageHeight: camera.height });
          if (saved.status !== 201) return { error: 'calibration', saved };
          await fingerprints.put(saved.body.id, positionHash);
          const kept = await fingerprints.get(saved.body.id);
          const check = wasm.cameraMoved(kept, wasm.positionHash(grabFrame(camera.video)));
          const ends = [];
          let seen = 0;
          const ended = await new Promise((resolve) => {
            const timer = setTimeout(() => resolve(null), 40000);
            const live = trackLive(camera.video, setup.body, wasm.createTracker(setup.body), {
              framesPerSecond: fps,
              onObservation: () => { seen += 1; },
              onEnd: (end) => {
                ends.push({ state: end.state, count: end.observations.length });
                // The first shot that ends: at the pins, or lost once the ball is gone (the rendered clip ends
                // just short of the tracker's finish row, then the camera's file shows the empty lane).
                clearTimeout(timer); live.stop(); resolve({ end, stats: live.stats });
              },
            });
          });
          // A recording of the camera, kept in the page (nothing uploaded; after the shot: encoding video in
          // software would slow the fake camera down).
          const recorder = shotRecorder(camera.stream, { keep: 2 });
          recorder.start();
          await new Promise((resolve) => setTimeout(resolve, 1000));
          const recording = await recorder.stop();
          stopCamera(camera.stream);
          if (!ended) return { error: 'no shot ended', ends, seen };
          const posted = await btApi('POST', `sessions/${session.body.id}/shots`,
            { framesPerSecond: ended.end.framesPerSecond, source: 'camera', observations: ended.end.observations });
          return { state: ended.end.state, indices: ended.end.observations.map((o) => o[0]), permission, width: camera.width, height: camera.height, fps, facingMode: camera.facingMode,
                   ends, stats: ended.stats, frames: ended.end.frames, observations: ended.end.observations.length,
                   posted, positionHash, kept, savedCalibration: saved.body, check,
                   recording: { size: recording.size, type: recording.type, kept: recorder.recordings.length } };
        })().then(done, (error) => done({ error: String(error && error.stack || error) }));
    """, media.calibration_input(shot))
    assert "error" not in result, result
    assert result["positionHash"].startswith("16:") and result["kept"] == result["positionHash"], result["positionHash"]
    assert "positionHash" not in result["savedCalibration"] and "hasPositionHash" not in result["savedCalibration"]
    assert result["check"] is False, result["check"]
    assert result["recording"]["size"] > 10000 and result["recording"]["kept"] == 1, result["recording"]
    assert (result["width"], result["height"]) == (shot.width, shot.height)
    assert result["fps"] == shot.fps
    assert result["permission"] == "granted"
    assert result["posted"]["status"] == 201, result["posted"]
    _assert_within_truth(result["posted"]["body"]["metrics"], media.truth(shot))
    assert result["posted"]["body"]["source"] == "camera"
    assert_no_video_sent(Walk(driver, server))


def test_a_denied_camera_is_told_as_denied(denied_browser, server):
    driver = denied_browser
    driver.get(server + "/bowlertrax/")
    result = driver.execute_async_script("""
        const done = arguments[0];
        (async () => {
          const { openCamera, cameraPermission } = await import('/bowlertrax/tracking/camera.js');
          try {
            await openCamera();
            return { opened: true };
          } catch (error) {
            return { name: error.name, reason: error.reason, message: error.message, permission: await cameraPermission() };
          }
        })().then(done, (error) => done({ error: String(error) }));
    """)
    assert result.get("name") == "CameraError" and result["reason"] == "denied", result
    assert result["permission"] in ("denied", "prompt"), result


def test_a_video_file_is_analyzed_frame_by_frame_in_the_page(file_browser, server, shot):
    driver = file_browser
    driver.get(server + "/bowlertrax/")
    driver.execute_script(BT_API + """
        const input = Object.assign(document.createElement('input'), { type: 'file', id: 'clip', accept: 'video/*' });
        document.body.append(input);""")
    driver.find_element(By.ID, "clip").send_keys(shot.mp4)
    result = driver.execute_async_script("""
        const [calibration, done] = arguments;
        (async () => {
          const { loadTracker } = await import('/bowlertrax/tracking/tracker.js');
          const { analyzeVideoFile } = await import('/bowlertrax/tracking/video-file.js');
          const wasm = await loadTracker();
          let session = null;
          let progress = 0;
          const analysis = await analyzeVideoFile(document.getElementById('clip').files[0], {
            onFirstFrame: async (imageData) => {
              session = await btApi('POST', 'sessions', {
                calibration: { ...calibration, imageWidth: imageData.width, imageHeight: imageData.height } });
            },
            trackerFor: async (fps) => wasm.createTracker(
              (await btApi('GET', `sessions/${session.body.id}/tracker?fps=${fps}`)).body),
            onProgress: (done) => { progress = done; },
          });
          const posted = await btApi('POST', `sessions/${session.body.id}/shots`,
            { framesPerSecond: analysis.framesPerSecond, source: 'video', observations: analysis.observations });
          const { observations, ...summary } = analysis;
          return { ...summary, indices: observations.map((o) => o[0]), progress, posted };
        })().then(done, (error) => done({ error: String(error && error.stack || error) }));
    """, media.calibration_input(shot))
    assert "error" not in result, result
    truth = media.truth(shot)
    assert result["framesPerSecond"] == shot.fps
    assert result["frameCount"] == len(truth["frames"])
    # Every frame went through the tracker, in order, none skipped, until the ball reached the pins (the rendered
    # clip ends as the ball reaches the tracker's finish row: it may still be "tracking" at the last frame).
    assert result["state"] in ("finished", "tracking")
    last = result["frameCount"] if result["state"] == "tracking" else result["indices"][-1] + 1
    assert result["framesAnalyzed"] == last == result["progress"]
    assert result["posted"]["status"] == 201, result["posted"]
    _assert_within_truth(result["posted"]["body"]["metrics"], truth)
    assert_no_video_sent(Walk(driver, server))


def test_a_click_on_the_shown_frame_is_an_image_pixel(file_browser, server):
    """imagePointFromEvent: the frame shown letterboxed (object-fit: contain) in a box of another shape."""
    driver = file_browser
    driver.get(server + "/bowlertrax/")
    points = driver.execute_async_script("""
        const done = arguments[0];
        (async () => {
          const { imagePointFromEvent } = await import('/bowlertrax/tracking/frames.js');
          const canvas = Object.assign(document.createElement('canvas'), { width: 720, height: 1280 });
          Object.assign(canvas.style, { width: '300px', height: '320px', objectFit: 'contain', display: 'block' });
          document.body.prepend(canvas);
          const box = canvas.getBoundingClientRect();
          // Shown 180 x 320 in the middle of the 300 px wide box: 60 px of bars on each side.
          const at = (x, y) => imagePointFromEvent({ clientX: box.left + x, clientY: box.top + y }, canvas, 720, 1280);
          return [at(150, 160), at(60, 0), at(240, 320), at(10, 50), at(105, 80)];
        })().then(done, (error) => done(String(error)));
    """)
    assert points == [{"x": 360, "y": 640}, {"x": 0, "y": 0}, {"x": 720, "y": 1280}, {"x": 0, "y": 200},
                      {"x": 180, "y": 320}], points
