// Splits files into groups of about equal measured duration (scripts/e2e.mjs's shards).

/** The spec files in `count` groups of about equal measured duration. */
export function balancedGroups(files, durations, count) {
  const known = files.map((file) => durations[file]).filter((seconds) => typeof seconds === 'number').sort((a, b) => a - b);
  const fallback = known.length ? known[Math.floor(known.length / 2)] : 1;
  const groups = Array.from({ length: count }, () => ({ files: [], seconds: 0 }));
  const weighed = files.map((file) => ({ file, seconds: durations[file] ?? fallback })).sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  for (const { file, seconds } of weighed) {
    const lightest = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    lightest.files.push(file);
    lightest.seconds += seconds;
  }
  return groups.map((group) => group.files.sort());
}
