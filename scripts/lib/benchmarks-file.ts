import { cpus, loadavg } from 'node:os';

/**
 * docs/BENCHMARKS.md is written by hand and by the bench and drill scripts (`--write`): each script
 * owns the text between its two markers, named after its npm script, and nothing else. Whatever is
 * outside them (the history, the other scripts' sections) is kept byte for byte.
 */
const SECTION_NAME = /^(bench|drill):[a-z][a-z-]*$/;

const startMarker = (name: string) => `<!-- ${name} -->`;
const endMarker = (name: string) => `<!-- /${name} -->`;

/** The document with `name`'s section holding `body`, or with that section added at the end. */
export function replaceSection(document: string, name: string, body: string): string {
  if (!SECTION_NAME.test(name)) throw new Error(`"${name}" is not a bench or drill section (e.g. bench:pages).`);
  const start = startMarker(name);
  const end = endMarker(name);
  if (body.includes(start) || body.includes(end)) throw new Error(`The figures of ${name} hold its own marker.`);
  const section = `${start}\n\n${body.trim()}\n\n${end}`;
  const from = document.indexOf(start);
  const to = document.indexOf(end);
  if (from === -1 && to === -1) {
    const separator = document === '' || document.endsWith('\n\n') ? '' : document.endsWith('\n') ? '\n' : '\n\n';
    return `${document}${separator}## \`npm run ${name}\`\n\n${section}\n`;
  }
  if (from === -1 || to === -1 || to < from || document.indexOf(start, from + 1) !== -1) {
    throw new Error(`docs/BENCHMARKS.md has a broken ${name} section: put back "${start}" ... "${end}" once each.`);
  }
  return document.slice(0, from) + section + document.slice(to + end.length);
}

export interface Machine {
  cores: number;
  loadAverage: readonly number[];
  node: string;
}

export function thisMachine(): Machine {
  return { cores: cpus().length, loadAverage: loadavg(), node: process.version };
}

/** What a script printed, under the date (UTC) and the machine it ran on. */
export function figuresSection(printed: string, when: Date, machine: Machine): string {
  const date = `${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const load = machine.loadAverage.map((value) => value.toFixed(2)).join(' / ');
  const lines = printed
    .split('\n')
    .map((line) => line.trimEnd())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
  const fence = lines.includes('```') ? '````' : '```';
  return [
    `Run on ${date}, ${machine.cores} cores, load average ${load} (1, 5, 15 min), Node ${machine.node}:`,
    '',
    `${fence}text`,
    lines,
    fence,
  ].join('\n');
}
