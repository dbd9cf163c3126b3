import type { CandidateProfile } from '@jobmatch/contract';
import { CareerSection } from './sections/CareerSection.tsx';
import { EducationSection } from './sections/EducationSection.tsx';
import { EmailSection } from './sections/EmailSection.tsx';
import { ExperienceSection } from './sections/ExperienceSection.tsx';
import { IntroductionSection } from './sections/IntroductionSection.tsx';
import { LanguagesSection } from './sections/LanguagesSection.tsx';
import { PersonalSection } from './sections/PersonalSection.tsx';
import { PreferencesSection } from './sections/PreferencesSection.tsx';
import { SkillsSection } from './sections/SkillsSection.tsx';
import { WorkHistorySection } from './sections/WorkHistorySection.tsx';
import type { ProfileSection } from './sections.ts';

const EDITORS: Record<ProfileSection, (props: { profile: CandidateProfile }) => React.ReactNode> = {
  personal: PersonalSection,
  education: EducationSection,
  languages: LanguagesSection,
  skills: SkillsSection,
  experience: ExperienceSection,
  workHistory: WorkHistorySection,
  career: CareerSection,
  preferences: PreferencesSection,
  introduction: IntroductionSection,
  email: EmailSection,
};

/** One section's form, filled with what is saved. */
export function SectionEditor({ section, profile }: { section: ProfileSection; profile: CandidateProfile }) {
  const Editor = EDITORS[section];
  return <Editor profile={profile} />;
}
