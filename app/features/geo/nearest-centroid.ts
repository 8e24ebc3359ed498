/**
 * Nearest local-authority centroid for a point, through a coarse grid so that millions of postcodes can be
 * assigned quickly. An approximation near boundaries; NSPL's `laua` column is used instead when present.
 */
export interface Centroid {
  code: string;
  latitude: number | null;
  longitude: number | null;
}

const CELL = 0.5; // degrees

export class NearestCentroidIndex {
  private readonly cells = new Map<string, Centroid[]>();
  private readonly all: Centroid[];

  constructor(centroids: readonly Centroid[]) {
    this.all = centroids.filter((c) => c.latitude !== null && c.longitude !== null);
    for (const c of this.all) {
      const key = this.key(Math.floor(c.latitude! / CELL), Math.floor(c.longitude! / CELL));
      const list = this.cells.get(key) ?? [];
      list.push(c);
      this.cells.set(key, list);
    }
  }

  private key(row: number, col: number): string {
    return `${row}:${col}`;
  }

  nearest(latitude: number, longitude: number): string | null {
    if (this.all.length === 0) return null;
    const row = Math.floor(latitude / CELL);
    const col = Math.floor(longitude / CELL);
    const cos = Math.cos((latitude * Math.PI) / 180);
    let best: Centroid | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    // Search rings of cells outward until one has candidates, then one ring more to be safe.
    for (let radius = 0, found = -1; radius < 40 && (found < 0 || radius <= found + 1); radius++) {
      for (let r = row - radius; r <= row + radius; r++) {
        for (let c = col - radius; c <= col + radius; c++) {
          if (Math.max(Math.abs(r - row), Math.abs(c - col)) !== radius) continue;
          for (const centroid of this.cells.get(this.key(r, c)) ?? []) {
            const dLat = centroid.latitude! - latitude;
            const dLng = (centroid.longitude! - longitude) * cos;
            const d = dLat * dLat + dLng * dLng;
            if (d < bestDistance) {
              bestDistance = d;
              best = centroid;
              if (found < 0) found = radius;
            }
          }
        }
      }
    }
    return best?.code ?? null;
  }
}
