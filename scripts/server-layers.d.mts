// Types for scripts/server-layers.mjs (a plain Node script, tested from TypeScript).
export interface UnitEdge {
  from: string;
  to: string;
  /** Each import that makes the edge, as `server/<path>:<line>`. */
  sites: string[];
}
export interface UnitGraph {
  units: string[];
  edges: UnitEdge[];
}
export interface Layers {
  floor: Map<string, number>;
  cycles: string[][];
  upward: UnitEdge[];
  edges: UnitEdge[];
}
export function isLayered(relative: string): boolean;
export function unitOf(relative: string): string | null;
export function target(fromRelative: string, specifier: string): string | null;
export function importsOf(text: string): { specifier: string; line: number }[];
export function unitGraph(files?: Map<string, string>): UnitGraph;
export function components(units: readonly string[], edges: readonly UnitEdge[]): string[][];
export function layers(graph?: UnitGraph): Layers;
export function report(result?: Layers): string;
