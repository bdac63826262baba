import {describe, expect, it} from 'vitest';
import {
  canvasScale,
  createParticle,
  easeToward,
  fitParticles,
  linkPairs,
  particleCount,
  perspectiveGrid,
  stepParticle,
  type Particle,
} from './particles';

// A fixed sequence instead of Math.random, so every case is repeatable.
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[index++ % values.length];
};

const particle = (over: Partial<Particle> = {}): Particle => ({x: 10, y: 10, vx: 0, vy: 0, radius: 1, ...over});

describe('particleCount', () => {
  it.each([
    [1920, 48],
    [2000, 50],
    [1999, 49],
    [1280, 32],
    [800, 20],
    [390, 9],
    [39, 0],
    [0, 0],
    [-100, 0],
    [Number.NaN, 0],
  ])('gives a %ipx-wide viewport %i particles', (width, count) => {
    expect(particleCount(width)).toBe(count);
  });
});

describe('canvasScale', () => {
  it.each([
    [1, 1],
    [1.5, 1.5],
    [2, 2],
    [3, 2],
    [0.5, 1],
    [undefined, 1],
    [Number.NaN, 1],
  ])('scales a pixel ratio of %s to %s', (ratio, scale) => {
    expect(canvasScale(ratio)).toBe(scale);
  });
});

describe('createParticle', () => {
  it('places the particle inside the top 70 % of the viewport', () => {
    const created = createParticle({width: 1000, height: 800}, sequence(0.5, 0.999, 0, 1, 0.5));
    expect(created.x).toBe(500);
    expect(created.y).toBeCloseTo(559.44, 5);
    expect(created.y).toBeLessThanOrEqual(560);
    expect(created.vx).toBeCloseTo(-0.3);
    expect(created.radius).toBe(1.75);
  });
});

describe('fitParticles', () => {
  const size = {width: 400, height: 500};

  it('fills an empty list to the count asked for', () => {
    expect(fitParticles([], 10, size, sequence(0.1, 0.2, 0.3))).toHaveLength(10);
  });

  it('trims the list when the viewport narrows and keeps the survivors where they were', () => {
    const many = Array.from({length: 30}, (_, index) => particle({x: index, y: index}));
    const fitted = fitParticles(many, 10, size);
    expect(fitted).toHaveLength(10);
    expect(fitted[3]).toMatchObject({x: 3, y: 3});
  });

  it('pulls particles left outside a shrunken viewport back inside', () => {
    const [moved] = fitParticles([particle({x: 900, y: 700})], 1, size);
    expect(moved.x).toBe(400);
    expect(moved.y).toBe(350);
  });
});

describe('stepParticle', () => {
  const size = {width: 100, height: 100};

  it('moves a particle by its velocity', () => {
    expect(stepParticle(particle({x: 50, y: 20, vx: 0.5, vy: -0.25}), size)).toMatchObject({x: 50.5, y: 19.75});
  });

  it('scales the move by the number of frames that passed', () => {
    expect(stepParticle(particle({x: 50, y: 20, vx: 0.5, vy: 0}), size, 4).x).toBe(52);
  });

  it('bounces off the right edge', () => {
    const stepped = stepParticle(particle({x: 99.8, vx: 0.5}), size);
    expect(stepped.x).toBe(100);
    expect(stepped.vx).toBe(-0.5);
  });

  it('bounces off the bottom of the zone at 70 % of the height, not the bottom of the screen', () => {
    const stepped = stepParticle(particle({y: 69.9, vy: 0.3}), size);
    expect(stepped.y).toBe(70);
    expect(stepped.vy).toBe(-0.3);
  });

  it('bounces off the top and left edges', () => {
    const stepped = stepParticle(particle({x: 0.1, y: 0.1, vx: -0.5, vy: -0.5}), size);
    expect(stepped).toMatchObject({x: 0, y: 0, vx: 0.5, vy: 0.5});
  });

  it('leaves the particle it was given untouched', () => {
    const original = particle({vx: 1});
    stepParticle(original, size);
    expect(original.x).toBe(10);
  });
});

describe('linkPairs', () => {
  it('links particles closer than 150 px with a strength that fades with distance', () => {
    const links = linkPairs([
      {x: 0, y: 0},
      {x: 90, y: 120},
      {x: 0, y: 75},
    ]);
    expect(links).toEqual([
      {from: 0, to: 2, strength: 0.5},
      {from: 1, to: 2, strength: expect.closeTo(1 - Math.hypot(90, 45) / 150, 10)},
    ]);
  });

  it('does not link particles exactly 150 px apart', () => {
    expect(
      linkPairs([
        {x: 0, y: 0},
        {x: 150, y: 0},
      ]),
    ).toEqual([]);
  });

  it('links nothing for zero or one particle', () => {
    expect(linkPairs([])).toEqual([]);
    expect(linkPairs([{x: 1, y: 1}])).toEqual([]);
  });
});

describe('easeToward', () => {
  it('moves 5 % of the way to the pointer each frame', () => {
    expect(easeToward({x: 0, y: 100}, {x: 200, y: 0})).toEqual({x: 10, y: 95});
  });

  it('settles on the pointer after enough frames', () => {
    let glow = {x: 0, y: 0};
    for (let frame = 0; frame < 300; frame++) glow = easeToward(glow, {x: 640, y: 360});
    expect(glow.x).toBeCloseTo(640, 2);
    expect(glow.y).toBeCloseTo(360, 2);
  });
});

describe('perspectiveGrid', () => {
  const size = {width: 1000, height: 800};
  const segments = perspectiveGrid(size);
  const rays = segments.filter((segment) => segment.y2 === 800 && segment.y1 !== segment.y2);
  const crossings = segments.filter((segment) => segment.y1 === segment.y2);

  it('spaces the rays 50 px apart along the bottom edge', () => {
    const feet = rays.map((ray) => ray.x2).sort((a, b) => a - b);
    const middle = feet.indexOf(500);
    expect(feet[middle + 1] - feet[middle]).toBe(50);
    expect(feet[middle] - feet[middle - 1]).toBe(50);
  });

  it('starts the cross lines 50 px apart at the bottom and closes them up towards the horizon', () => {
    const heights = crossings.map((line) => line.y1);
    expect(heights[0]).toBe(800);
    expect(heights[0] - heights[1]).toBe(50);
    expect(heights[1] - heights[2]).toBe(40);
    expect(Math.min(...heights)).toBeGreaterThan(440);
  });

  it('draws nothing for an empty viewport', () => {
    expect(perspectiveGrid({width: 0, height: 0})).toEqual([]);
  });
});
