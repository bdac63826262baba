/** Colours of the background per colour mode: faint enough that text contrast stays as Infima sets it. */
export type Palette = {
  leftGlow: string;
  rightGlow: string;
  grid: string;
  particle: string;
  /** Link colour without its alpha, which comes from the link's strength. */
  linkRgb: string;
  linkAlpha: number;
};

export const PALETTES: Record<'light' | 'dark', Palette> = {
  dark: {
    leftGlow: 'rgb(76 110 255 / 14%)',
    rightGlow: 'rgb(56 189 248 / 9%)',
    grid: 'rgb(142 168 255 / 6%)',
    particle: 'rgb(173 193 255 / 35%)',
    linkRgb: '142 168 255',
    linkAlpha: 0.12,
  },
  light: {
    leftGlow: 'rgb(47 85 212 / 7%)',
    rightGlow: 'rgb(14 165 233 / 6%)',
    grid: 'rgb(47 85 212 / 5%)',
    particle: 'rgb(47 85 212 / 22%)',
    linkRgb: '47 85 212',
    linkAlpha: 0.08,
  },
};

export const currentPalette = (): Palette =>
  document.documentElement.dataset.theme === 'light' ? PALETTES.light : PALETTES.dark;
