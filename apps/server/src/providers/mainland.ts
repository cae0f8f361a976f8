import fs from 'node:fs';
import { createRequire } from 'node:module';
import { distanceMetres, type LngLat } from '@emall/domain';
import type { MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryObject, Topology } from 'topojson-specification';

/**
 * Whether a point lies in mainland China, by the 1:10m country borders of Natural Earth
 * (world-atlas). Ids are ISO 3166 numeric: China 156; Hong Kong 344, Macao 446 and Taiwan 158
 * are outside the area we serve (README, Decisions).
 */
const CHINA = '156';
const OUTSIDE_MAINLAND = ['344', '446', '158'];
/**
 * At 1:10m some coastal land falls outside the outline (厦门 island, 珠海's shore lie about 1 km
 * off it): a point this close to a border vertex counts as inside. Seoul, Pyongyang and Hanoi
 * are well over 100 km away.
 */
const COAST_TOLERANCE_M = 10_000;
/** Degrees of latitude the tolerance spans, and then some: the cheap test before the exact one. */
const TOLERANCE_DEGREES = 0.2;

type Ring = Position[];
interface Shape {
  /** minLng, minLat, maxLng, maxLat */
  bbox: [number, number, number, number];
  polygons: Ring[][];
}

function shapeOf(geometry: Polygon | MultiPolygon): Shape {
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const bbox: Shape['bbox'] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const polygon of polygons) {
    for (const [lng, lat] of polygon[0]!) {
      bbox[0] = Math.min(bbox[0], lng!);
      bbox[1] = Math.min(bbox[1], lat!);
      bbox[2] = Math.max(bbox[2], lng!);
      bbox[3] = Math.max(bbox[3], lat!);
    }
  }
  return { bbox, polygons };
}

function inBox(shape: Shape, { lng, lat }: LngLat, margin = 0): boolean {
  const [minLng, minLat, maxLng, maxLat] = shape.bbox;
  return lng >= minLng - margin && lng <= maxLng + margin && lat >= minLat - margin && lat <= maxLat + margin;
}

/** Even-odd ray casting: lng/lat are treated as plane coordinates, exact enough away from the poles. */
function inRing(ring: Ring, { lng, lat }: LngLat): boolean {
  let inside = false;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [xi, yi] = ring[i]! as [number, number];
    const [xj, yj] = ring[j]! as [number, number];
    if (yi > lat !== yj > lat && lng < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function contains(shape: Shape, point: LngLat): boolean {
  if (!inBox(shape, point)) return false;
  return shape.polygons.some(([outer, ...holes]) => inRing(outer!, point) && !holes.some((hole) => inRing(hole, point)));
}

function nearBorder(shape: Shape, point: LngLat): boolean {
  if (!inBox(shape, point, TOLERANCE_DEGREES)) return false;
  for (const polygon of shape.polygons) {
    for (const ring of polygon) {
      for (const [lng, lat] of ring) {
        if (Math.abs(lat! - point.lat) > TOLERANCE_DEGREES) continue;
        if (distanceMetres(point, { lng: lng!, lat: lat! }) <= COAST_TOLERANCE_M) return true;
      }
    }
  }
  return false;
}

interface Borders {
  china: Shape;
  outside: Shape[];
}

let borders: Borders | undefined;

/** Read on first use (about 0.2 s for the 3.6 MB file); only the four shapes are kept. */
function loadBorders(): Borders {
  const file = createRequire(import.meta.url).resolve('world-atlas/countries-10m.json');
  const topology = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology;
  const countries = topology.objects.countries as { geometries: GeometryObject[] } | undefined;
  const shapes = new Map<string, Shape>();
  for (const geometry of countries?.geometries ?? []) {
    const id = String(geometry.id);
    if (id !== CHINA && !OUTSIDE_MAINLAND.includes(id)) continue;
    const { geometry: shape } = feature(topology, geometry) as { geometry: Polygon | MultiPolygon };
    shapes.set(id, shapeOf(shape));
  }
  const china = shapes.get(CHINA);
  if (!china) throw new Error('world-atlas: no outline of China');
  return { china, outside: OUTSIDE_MAINLAND.flatMap((id) => shapes.get(id) ?? []) };
}

export function isInMainlandChina(point: LngLat): boolean {
  borders ??= loadBorders();
  if (borders.outside.some((shape) => contains(shape, point))) return false;
  return contains(borders.china, point) || nearBorder(borders.china, point);
}
