import { type PartCover } from '@maplepack/survey-engine';

/**
 * The four part covers. Part 1 uses the spec's default part colour; the others are ours, light
 * enough for dark text, and each background lives under /images/survey/.
 */
export const PART_STYLE = {
  1: { number: 1, title: 'About You', color: '#ebef81', background_image: '/images/survey/part-1.svg' },
  2: {
    number: 2,
    title: 'Diet & Lifestyle',
    color: '#b9e4c9',
    background_image: '/images/survey/part-2.svg',
  },
  3: { number: 3, title: 'Health Concerns', color: '#f7c9a9', background_image: '/images/survey/part-3.svg' },
  4: { number: 4, title: 'Final Touches', color: '#c7d6f5', background_image: '/images/survey/part-4.svg' },
} as const satisfies Record<1 | 2 | 3 | 4, PartCover>;
