/**
 * A small TopoJSON decoder and simplifier for the local-authority outlines of the notices map. Written
 * here rather than taken from topojson-client because only polygons are needed and the outlines are
 * thinned per arc: a border shared by two authorities is thinned once, so neighbours still meet.
 */

export type Position = [number, number];

export interface TopoTransform {
  scale: [number, number];
  translate: [number, number];
}

export interface TopoGeometry {
  type: string;
  arcs?: unknown;
  properties?: Record<string, unknown>;
}

export interface Topology {
  type: "Topology";
  arcs: number[][][];
  transform?: TopoTransform;
  objects: Record<string, { type: string; geometries?: TopoGeometry[] }>;
}

export type PolygonGeometry =
  | { type: "Polygon"; coordinates: Position[][] }
  | { type: "MultiPolygon"; coordinates: Position[][][] };

export interface DecodedFeature {
  properties: Record<string, unknown>;
  geometry: PolygonGeometry;
}

export interface SimplifyOptions {
  /** Decimal places kept (5 ≈ 1 m, 4 ≈ 11 m). */
  decimals: number;
  /** Points closer than this to the last kept point are dropped (the arc's ends are always kept). */
  minDistanceMetres: number;
  /** Islands smaller than this (km²) are left out, except an authority's largest polygon. */
  minAreaKm2?: number;
}

export const DEFAULT_SIMPLIFY: SimplifyOptions = { decimals: 4, minDistanceMetres: 300, minAreaKm2: 2 };

/** Absolute coordinates of every arc: undoes the delta encoding and applies the transform, if any. */
export function decodeArcs(topology: Pick<Topology, "arcs" | "transform">): Position[][] {
  const t = topology.transform;
  return topology.arcs.map((arc) => {
    if (!t) return arc.map((p) => [p[0] ?? 0, p[1] ?? 0] as Position);
    // Quantised topologies store each point as the difference from the one before.
    let x = 0;
    let y = 0;
    return arc.map((p) => {
      x += p[0] ?? 0;
      y += p[1] ?? 0;
      return [x * t.scale[0] + t.translate[0], y * t.scale[1] + t.translate[1]] as Position;
    });
  });
}

/** Approximate ground distance in metres (equirectangular; fine at the scale of a local authority). */
export function distanceMetres(a: Position, b: Position): number {
  const meanLat = (((a[1] + b[1]) / 2) * Math.PI) / 180;
  const dx = (b[0] - a[0]) * Math.cos(meanLat) * 111_320;
  const dy = (b[1] - a[1]) * 110_574;
  return Math.hypot(dx, dy);
}

const roundTo = (value: number, decimals: number) => {
  const f = 10 ** decimals;
  return Math.round(value * f) / f;
};

/** Distance in metres from p to the segment a–b (equirectangular, like distanceMetres). */
function offsetMetres(p: Position, a: Position, b: Position): number {
  const k = Math.cos((a[1] * Math.PI) / 180) * 111_320;
  const ax = a[0] * k;
  const ay = a[1] * 110_574;
  const dx = b[0] * k - ax;
  const dy = b[1] * 110_574 - ay;
  const px = p[0] * k - ax;
  const py = p[1] * 110_574 - ay;
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, (px * dx + py * dy) / len2));
  return Math.hypot(px - t * dx, py - t * dy);
}

/** Douglas–Peucker: keeps the points that stray more than the tolerance from the simplified line. */
function douglasPeucker(line: readonly Position[], tolerance: number): Position[] {
  const keep = new Uint8Array(line.length);
  keep[0] = 1;
  keep[line.length - 1] = 1;
  const stack: [number, number][] = [[0, line.length - 1]];
  while (stack.length > 0) {
    const [from, to] = stack.pop()!;
    let worst = -1;
    let worstAt = -1;
    for (let i = from + 1; i < to; i++) {
      const d = offsetMetres(line[i]!, line[from]!, line[to]!);
      if (d > worst) {
        worst = d;
        worstAt = i;
      }
    }
    if (worstAt >= 0 && worst > tolerance) {
      keep[worstAt] = 1;
      stack.push([from, worstAt], [worstAt, to]);
    }
  }
  return line.filter((_, i) => keep[i] === 1);
}

/**
 * Rounds the coordinates, drops points closer than the minimum distance to the last one kept, then
 * drops points that stray less than that distance from the line (Douglas–Peucker). Both ends are
 * always kept so that the arc still joins its neighbours.
 */
export function simplifyLine(
  line: readonly Position[],
  options: SimplifyOptions = DEFAULT_SIMPLIFY,
): Position[] {
  const rounded = line.map(
    (p) => [roundTo(p[0], options.decimals), roundTo(p[1], options.decimals)] as Position,
  );
  if (rounded.length <= 2) return rounded;
  const out: Position[] = [rounded[0]!];
  for (let i = 1; i < rounded.length - 1; i++) {
    const p = rounded[i]!;
    if (distanceMetres(out[out.length - 1]!, p) >= options.minDistanceMetres) out.push(p);
  }
  out.push(rounded[rounded.length - 1]!);
  const first = out[0]!;
  const last = out[out.length - 1]!;
  // A closed arc (an island) has no segment to measure from: split it at its farthest point.
  if (first[0] === last[0] && first[1] === last[1] && out.length > 4) {
    let far = 1;
    for (let i = 2; i < out.length - 1; i++) {
      if (distanceMetres(first, out[i]!) > distanceMetres(first, out[far]!)) far = i;
    }
    const a = douglasPeucker(out.slice(0, far + 1), options.minDistanceMetres);
    const b = douglasPeucker(out.slice(far), options.minDistanceMetres);
    return [...a, ...b.slice(1)];
  }
  return douglasPeucker(out, options.minDistanceMetres);
}

/** Area of a ring in km² (shoelace on an equirectangular projection). */
export function ringAreaKm2(r: readonly Position[]): number {
  if (r.length < 3) return 0;
  const k = Math.cos((r[0]![1] * Math.PI) / 180) * 111.32;
  let sum = 0;
  for (let i = 0; i < r.length - 1; i++) {
    const a = r[i]!;
    const b = r[i + 1]!;
    sum += a[0] * k * (b[1] * 110.574) - b[0] * k * (a[1] * 110.574);
  }
  return Math.abs(sum) / 2;
}

/** Joins arcs (negative index = the arc ~i reversed) into a closed ring. */
function ring(arcIndexes: readonly number[], arcs: readonly Position[][]): Position[] {
  const out: Position[] = [];
  for (const index of arcIndexes) {
    const arc = index < 0 ? [...(arcs[~index] ?? [])].reverse() : (arcs[index] ?? []);
    // Each arc starts where the previous one ended: skip the repeated point.
    arc.forEach((p, i) => {
      if (i > 0 || out.length === 0) out.push(p);
    });
  }
  return out;
}

/** A ring needs four positions (first = last) and some extent; thinned-away slivers are dropped. */
function validRing(r: readonly Position[]): boolean {
  if (r.length < 4) return false;
  const first = r[0]!;
  const last = r[r.length - 1]!;
  return first[0] === last[0] && first[1] === last[1] && new Set(r.map((p) => `${p[0]},${p[1]}`)).size >= 3;
}

function polygon(rings: unknown, arcs: readonly Position[][]): Position[][] | null {
  if (!Array.isArray(rings)) return null;
  const decoded = rings.map((r) => ring(r as number[], arcs));
  // An outer ring that vanished takes its holes with it; a vanished hole is simply left out.
  if (!decoded[0] || !validRing(decoded[0])) return null;
  return [decoded[0], ...decoded.slice(1).filter(validRing)];
}

/**
 * The polygons and multipolygons of one layer of a topology as GeoJSON geometries with their
 * properties; other geometry types are skipped. Pass simplify options to thin the outlines.
 */
export function decodeLayer(topology: Topology, layer: string, simplify?: SimplifyOptions): DecodedFeature[] {
  const object = topology.objects[layer];
  if (!object) throw new Error(`The topology has no layer "${layer}"`);
  let arcs = decodeArcs(topology);
  if (simplify) arcs = arcs.map((a) => simplifyLine(a, simplify));
  const geometries =
    object.type === "GeometryCollection" ? (object.geometries ?? []) : [object as TopoGeometry];
  const out: DecodedFeature[] = [];
  for (const g of geometries) {
    const properties = g.properties ?? {};
    if (g.type === "Polygon") {
      const p = polygon(g.arcs, arcs);
      if (p) out.push({ properties, geometry: { type: "Polygon", coordinates: p } });
    } else if (g.type === "MultiPolygon" && Array.isArray(g.arcs)) {
      let polygons = g.arcs.map((p) => polygon(p, arcs)).filter((p): p is Position[][] => p !== null);
      const minArea = simplify?.minAreaKm2 ?? 0;
      if (minArea > 0 && polygons.length > 1) {
        // Many small islands cost more bytes than they add at the zooms the map is used at.
        const largest = Math.max(...polygons.map((p) => ringAreaKm2(p[0]!)));
        polygons = polygons.filter((p) => {
          const area = ringAreaKm2(p[0]!);
          return area === largest || area >= minArea;
        });
      }
      if (polygons.length === 1)
        out.push({ properties, geometry: { type: "Polygon", coordinates: polygons[0]! } });
      else if (polygons.length > 1)
        out.push({ properties, geometry: { type: "MultiPolygon", coordinates: polygons } });
    }
  }
  return out;
}
