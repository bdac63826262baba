// Draws and animates the background on a canvas. Pure geometry lives in src/lib/particles.ts; this file owns
// the browser side: sizing, the frame loop, pausing, and the pointer.
import {
  canvasScale,
  easeToward,
  fitParticles,
  linkPairs,
  particleCount,
  perspectiveGrid,
  stepParticle,
  type Particle,
  type Point,
  type Segment,
  type Size,
} from '@site/src/lib/particles';
import {currentPalette, type Palette} from './palette';

// 30 frames a second look smooth for slow drift and halve the cost of a 60 Hz loop.
const FRAME_MS = 1000 / 30;
// The scene moves only while the reader is active (pointer, scroll, keys) and rests as a still frame otherwise,
// so an idle tab, a phone or a page-speed audit never pays for a continuous canvas loop.
const ACTIVE_MS = 6000;
const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

type State = 'running' | 'resting' | 'paused' | 'still' | 'unavailable';

function context2d(canvas: HTMLCanvasElement): CanvasRenderingContext2D | null {
  try {
    return canvas.getContext('2d');
  } catch {
    return null;
  }
}

function glow(ctx: CanvasRenderingContext2D, at: Point, radius: number, colour: string): void {
  const gradient = ctx.createRadialGradient(at.x, at.y, 0, at.x, at.y, radius);
  gradient.addColorStop(0, colour);
  gradient.addColorStop(1, 'transparent');
  ctx.fillStyle = gradient;
  ctx.fillRect(at.x - radius, at.y - radius, radius * 2, radius * 2);
}

/**
 * Starts the background on `canvas` and returns the function that stops it. Without a canvas or a 2D context
 * (old browsers, privacy modes, GPU blocklists) it does nothing: the page is complete without it.
 */
export function startScene(canvas: HTMLCanvasElement | null): () => void {
  const ctx = canvas && context2d(canvas);
  if (!canvas || !ctx) {
    if (canvas) canvas.dataset.state = 'unavailable' satisfies State;
    return () => {};
  }

  const motion = window.matchMedia?.(REDUCED_MOTION);
  let size: Size = {width: 0, height: 0};
  let grid: Segment[] = [];
  let particles: Particle[] = [];
  let palette: Palette = currentPalette();
  let pointer: Point = {x: 0, y: 0};
  let leftGlow: Point = {x: 0, y: 0};
  let frame = 0;
  let lastTime = 0;
  let activeUntil = 0;

  const draw = () => {
    const {width, height} = size;
    ctx.clearRect(0, 0, width, height);
    const reach = Math.max(width, height) * 0.45;
    glow(ctx, leftGlow, reach, palette.leftGlow);
    glow(ctx, {x: width * 0.8, y: height * 0.35}, reach * 0.9, palette.rightGlow);

    ctx.beginPath();
    for (const {x1, y1, x2, y2} of grid) {
      ctx.moveTo(x1, y1);
      ctx.lineTo(x2, y2);
    }
    ctx.strokeStyle = palette.grid;
    ctx.lineWidth = 1;
    ctx.stroke();

    for (const {from, to, strength} of linkPairs(particles)) {
      ctx.beginPath();
      ctx.moveTo(particles[from].x, particles[from].y);
      ctx.lineTo(particles[to].x, particles[to].y);
      ctx.strokeStyle = `rgb(${palette.linkRgb} / ${(strength * palette.linkAlpha).toFixed(3)})`;
      ctx.stroke();
    }

    ctx.fillStyle = palette.particle;
    ctx.beginPath();
    for (const {x, y, radius} of particles) {
      ctx.moveTo(x + radius, y);
      ctx.arc(x, y, radius, 0, Math.PI * 2);
    }
    ctx.fill();
  };

  const tick = (time: number) => {
    if (performance.now() > activeUntil) {
      frame = 0;
      lastTime = 0;
      setState('resting');
      return;
    }
    if (lastTime && time - lastTime < FRAME_MS - 1) {
      frame = requestAnimationFrame(tick);
      return;
    }
    // Catch up after a slow frame, but never jump more than three frames' worth.
    const frames = lastTime ? Math.min(3, (time - lastTime) / FRAME_MS) : 1;
    lastTime = time;
    particles = particles.map((particle) => stepParticle(particle, size, frames));
    leftGlow = easeToward(leftGlow, pointer);
    draw();
    frame = requestAnimationFrame(tick);
  };

  const setState = (state: State) => {
    canvas.dataset.state = state;
  };

  // Runs the loop only while the tab is visible and motion is welcome; otherwise one still frame stands.
  const update = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    lastTime = 0;
    if (motion?.matches) {
      draw();
      setState('still');
    } else if (document.hidden) {
      setState('paused');
    } else if (performance.now() < activeUntil) {
      setState('running');
      frame = requestAnimationFrame(tick);
    } else {
      draw();
      setState('resting');
    }
  };

  const wake = () => {
    activeUntil = performance.now() + ACTIVE_MS;
    if (frame === 0 && !motion?.matches && !document.hidden) update();
  };

  // The canvas covers the viewport (position: fixed, inset 0), so the window's size is a first measure that needs no
  // layout; reading the canvas's own box here forced a synchronous layout of the just-hydrated page. The
  // ResizeObserver below reports the exact box (narrower by a desktop scrollbar) after the next layout.
  const resize = (box: Size = {width: window.innerWidth, height: window.innerHeight}) => {
    const first = size.width === 0;
    size = box;
    const scale = canvasScale(window.devicePixelRatio);
    canvas.width = Math.round(size.width * scale);
    canvas.height = Math.round(size.height * scale);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    grid = perspectiveGrid(size);
    particles = fitParticles(particles, particleCount(window.innerWidth), size);
    canvas.dataset.particles = String(particles.length);
    if (first) {
      pointer = {x: size.width * 0.2, y: size.height * 0.3};
      leftGlow = pointer;
    }
    // Changing the canvas size wipes it; a paused or still scene has no next frame to repaint it.
    if (frame === 0) draw();
  };

  const onPointer = (event: PointerEvent) => {
    pointer = {x: event.clientX, y: event.clientY};
    wake();
  };
  const onTheme = () => {
    palette = currentPalette();
    if (frame === 0) draw();
  };
  const themeObserver = new MutationObserver(onTheme);

  const onWindowResize = () => resize();
  const observer =
    typeof ResizeObserver === 'function'
      ? new ResizeObserver(([entry]) => {
          const {width, height} = entry.contentRect;
          if (width > 0 && height > 0 && (width !== size.width || height !== size.height)) resize({width, height});
        })
      : undefined;

  resize();
  update();
  if (observer) observer.observe(canvas);
  else window.addEventListener('resize', onWindowResize, {passive: true});
  window.addEventListener('pointermove', onPointer, {passive: true});
  window.addEventListener('scroll', wake, {passive: true});
  window.addEventListener('keydown', wake, {passive: true});
  document.addEventListener('visibilitychange', update);
  motion?.addEventListener?.('change', update);
  themeObserver.observe(document.documentElement, {attributes: true, attributeFilter: ['data-theme']});

  return () => {
    cancelAnimationFrame(frame);
    observer?.disconnect();
    window.removeEventListener('resize', onWindowResize);
    window.removeEventListener('pointermove', onPointer);
    window.removeEventListener('scroll', wake);
    window.removeEventListener('keydown', wake);
    document.removeEventListener('visibilitychange', update);
    motion?.removeEventListener?.('change', update);
    themeObserver.disconnect();
  };
}
