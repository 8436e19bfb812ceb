/** Plain-text tables for `--format table`: columns padded to their widest cell, numbers on the right. */
export function table(rows: readonly (readonly string[])[], rightAligned: readonly number[] = []): string {
  const widths: number[] = [];
  for (const row of rows) row.forEach((cell, i) => (widths[i] = Math.max(widths[i] ?? 0, cell.length)));
  return rows
    .map((row) =>
      row
        .map((cell, i) => {
          const width = widths[i] ?? 0;
          if (i === row.length - 1 && !rightAligned.includes(i)) return cell;
          return rightAligned.includes(i) ? cell.padStart(width) : cell.padEnd(width);
        })
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** Joins `items` with ' → ', wrapped at `width` characters, each following line indented by `indent`. */
export function wrapPath(items: readonly string[], width: number, indent: string): string {
  const lines: string[] = [];
  let line = '';
  for (const item of items) {
    const piece = line === '' ? item : ` → ${item}`;
    if (line !== '' && line.length + piece.length > width) {
      lines.push(`${line} →`);
      line = item;
    } else {
      line += piece;
    }
  }
  if (line !== '') lines.push(line);
  return lines.join(`\n${indent}`);
}
