import {useEffect, useRef, type ReactNode} from 'react';
import {startScene} from './scene';
import styles from './styles.module.css';

/** The canvas itself; loaded lazily by ./index.tsx. */
export default function BackgroundCanvas(): ReactNode {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => startScene(canvas.current), []);
  return <canvas ref={canvas} className={styles.canvas} aria-hidden="true" data-background="" />;
}
