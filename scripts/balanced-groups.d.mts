/** The files in `count` groups of about equal measured duration (seconds per file; missing: the median). */
export function balancedGroups(files: string[], durations: Record<string, number>, count: number): string[][];
