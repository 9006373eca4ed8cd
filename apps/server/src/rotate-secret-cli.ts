// Entry point of `npm run rotate-secret` (bundled to dist/rotate-secret.js).
import { main } from './rotate-secret.js';

await main();
