// `npm run build`: copies the bundled model weights next to the built detector (dist/src/detector/),
// where src/detector/model-file.ts looks for them.
import { copyFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const target = join(root, 'dist', 'src', 'detector', 'model-weights.bin');
mkdirSync(dirname(target), { recursive: true });
copyFileSync(join(root, 'src', 'detector', 'model-weights.bin'), target);
