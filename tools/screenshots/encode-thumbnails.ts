// Makes the thumbnails of the product screenshots already in src/web/public/images (thumbnails.ts), without
// capturing them again (`npm run screenshots` captures, then does the same):
//
//   node --import tsx tools/screenshots/encode-thumbnails.ts
import path from 'node:path';
import { formatWritten, writeThumbnails } from './thumbnails';

process.stdout.write(formatWritten(await writeThumbnails(path.resolve('src/web/public/images'))));
