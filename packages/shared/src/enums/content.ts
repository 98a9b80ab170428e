import { type ValueOf } from './enum-helpers';

export const BlogCardDesign = {
  Blue: 'Blue',
  Orange: 'Orange',
  White: 'White',
  WithImage: 'With image',
} as const;
export type BlogCardDesign = ValueOf<typeof BlogCardDesign>;
export const BLOG_CARD_DESIGNS: readonly BlogCardDesign[] = Object.values(BlogCardDesign);
