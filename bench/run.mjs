// `npm run bench`: every benchmark in turn. Each prints its figures and its goal.
import { spawnSync } from 'node:child_process';

const benches = ['bench/web-size.mjs', 'bench/api-read.mjs', 'bench/desktop-main.mjs', 'bench/directory.mjs', 'bench/containers.mjs', 'bench/attendance.mjs', 'bench/positioning.mjs', 'bench/support.mjs', 'bench/jobs.mjs', 'bench/jobs-cv.mjs', 'bench/speech.mjs', 'bench/video-rooms.mjs', 'bench/wallet.mjs', 'bench/signatures.mjs', 'bench/work-interviews.mjs', 'bench/lighthouse.mjs'];
let failed = 0;
for (const bench of benches) {
  console.log(`\n▶ ${bench}`);
  const result = spawnSync(process.execPath, [bench], { stdio: 'inherit' });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
