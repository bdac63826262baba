/** Figures of the decorative background (SPEC §9, background animation). */
export const MAX_PARTICLES = 50;
export const PIXELS_PER_PARTICLE = 40;
export const LINK_DISTANCE = 150;
export const GRID_SPACING = 50;
export const PARTICLE_ZONE = 0.7;
export const POINTER_EASING = 0.05;
export const MAX_PIXEL_RATIO = 2;

export type Point = {x: number; y: number};
export type Particle = Point & {vx: number; vy: number; radius: number};
export type Size = {width: number; height: number};
export type Link = {from: number; to: number; strength: number};
export type Segment = {x1: number; y1: number; x2: number; y2: number};

/** How many particles a viewport of this width holds: one per 40 px, at most 50. */
export function particleCount(viewportWidth: number): number {
  if (!Number.isFinite(viewportWidth) || viewportWidth <= 0) return 0;
  return Math.min(MAX_PARTICLES, Math.floor(viewportWidth / PIXELS_PER_PARTICLE));
}

/** Height of the band the particles live in: the top 70 % of the viewport. */
export const particleZoneHeight = (height: number): number => height * PARTICLE_ZONE;

/** Canvas backing-store scale: the screen's pixel ratio, capped at 2 so 3x phones do not paint 9x the pixels. */
export function canvasScale(devicePixelRatio: number | undefined): number {
  if (!devicePixelRatio || !Number.isFinite(devicePixelRatio) || devicePixelRatio < 1) return 1;
  return Math.min(MAX_PIXEL_RATIO, devicePixelRatio);
}

/** One particle somewhere in the zone, drifting at most ~0.3 px a frame. `random` returns [0, 1). */
export function createParticle({width, height}: Size, random: () => number = Math.random): Particle {
  return {
    x: random() * width,
    y: random() * particleZoneHeight(height),
    vx: (random() - 0.5) * 0.6,
    vy: (random() - 0.5) * 0.6,
    radius: 1 + random() * 1.5,
  };
}

/**
 * Grows or trims a particle list to `wanted` (normally `particleCount(window.innerWidth)`), keeping the ones
 * already on screen and pulling them inside `size` when the drawing area shrank.
 */
export function fitParticles(
  particles: Particle[],
  wanted: number,
  size: Size,
  random: () => number = Math.random,
): Particle[] {
  const zone = particleZoneHeight(size.height);
  const kept = particles.slice(0, wanted).map((particle) => ({
    ...particle,
    x: Math.min(particle.x, size.width),
    y: Math.min(particle.y, zone),
  }));
  while (kept.length < wanted) kept.push(createParticle(size, random));
  return kept;
}

/** Moves a particle one frame (`frames` frames of 1/60 s), bouncing it off the edges of its zone. */
export function stepParticle(particle: Particle, {width, height}: Size, frames = 1): Particle {
  const zone = particleZoneHeight(height);
  let {x, y, vx, vy} = particle;
  x += vx * frames;
  y += vy * frames;
  if (x < 0 || x > width) {
    vx = -vx;
    x = Math.max(0, Math.min(width, x));
  }
  if (y < 0 || y > zone) {
    vy = -vy;
    y = Math.max(0, Math.min(zone, y));
  }
  return {...particle, x, y, vx, vy};
}

/** Every pair of particles closer than 150 px, with a strength that fades from 1 (touching) to 0 (150 px). */
export function linkPairs(particles: readonly Point[], maxDistance = LINK_DISTANCE): Link[] {
  const links: Link[] = [];
  const limit = maxDistance * maxDistance;
  for (let from = 0; from < particles.length; from++) {
    for (let to = from + 1; to < particles.length; to++) {
      const dx = particles[from].x - particles[to].x;
      const dy = particles[from].y - particles[to].y;
      const squared = dx * dx + dy * dy;
      if (squared < limit) links.push({from, to, strength: 1 - Math.sqrt(squared) / maxDistance});
    }
  }
  return links;
}

/** Moves `current` a fraction of the way to `target`: called every frame, it glides there and settles. */
export function easeToward(current: Point, target: Point, factor = POINTER_EASING): Point {
  return {x: current.x + (target.x - current.x) * factor, y: current.y + (target.y - current.y) * factor};
}

/**
 * A floor grid seen in perspective: lines 50 px apart along the bottom edge run to a vanishing point at the
 * horizon, and cross lines start 50 px apart at the bottom and close up towards the horizon.
 */
export function perspectiveGrid({width, height}: Size, spacing = GRID_SPACING, horizonRatio = 0.55): Segment[] {
  if (width <= 0 || height <= 0 || spacing <= 0) return [];
  const horizon = height * horizonRatio;
  const centre = width / 2;
  const segments: Segment[] = [];
  // Rays fan out far beyond the edges so the sides of the floor are covered too.
  for (let offset = 0; offset <= width * 1.5; offset += spacing) {
    for (const x of offset === 0 ? [centre] : [centre - offset, centre + offset]) {
      segments.push({x1: centre + (x - centre) * 0.05, y1: horizon, x2: x, y2: height});
    }
  }
  // Cross lines: each step towards the horizon is 0.8 of the one before, down to a 2 px gap.
  let gap = spacing;
  for (let y = height; y > horizon + 1 && gap >= 2; y -= gap, gap *= 0.8) {
    segments.push({x1: 0, y1: y, x2: width, y2: y});
  }
  return segments;
}
