/**
 * The profile editor's sections, in the order the overview lists them. Each is opened on its own
 * (`/profile?section=education`) and saved on its own. No contract here: routes.ts imports it.
 */
export const PROFILE_SECTIONS = [
  'personal',
  'education',
  'languages',
  'skills',
  'experience',
  'workHistory',
  'career',
  'preferences',
  'introduction',
  'email',
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
