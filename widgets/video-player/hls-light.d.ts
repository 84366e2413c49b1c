// hls.js ships types for its full build only; its light build (`hls.js/light`, no alternate audio,
// subtitles or DRM) has the same API.
declare module 'hls.js/light' {
  import Hls from 'hls.js';
  export default Hls;
}
