// The files module's door: other modules, the app and the tools import this file only
// (npm run lint checks it). It exports what the app wires (service factory, routes) and the
// in-transaction functions other modules may call; everything else stays inside the module.
export { filesRoutes } from './files.routes.js';
export { createFilesService } from './files.service.js';
export type { AcceptedImage, FilesService, SaveFile } from './files.service.js';
export { readImageUpload } from './multipart.js';
