import { PageHeader, type Section, SectionTabs } from '../../components/page';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { DeleteProfileSection } from './delete-profile-section';
import { EditProfileForm } from './edit-profile-form';
import { SecondFactorSection } from './second-factor-section';
import { SessionsSection } from './sessions-section';

const SECTIONS: readonly Section[] = [
  { value: 'edit', titleId: 'profile.tab.edit', content: <EditProfileForm /> },
  { value: 'password', titleId: 'profile.tab.password', content: <ChangePasswordForm /> },
  { value: 'email', titleId: 'profile.tab.email', content: <ChangeEmailForm /> },
  { value: 'sessions', titleId: 'profile.tab.sessions', content: <SessionsSection /> },
  { value: 'second-factor', titleId: 'profile.tab.secondFactor', content: <SecondFactorSection /> },
  { value: 'delete', titleId: 'profile.tab.delete', content: <DeleteProfileSection /> },
];

/** /profile/edit: left-hand tabs, switched locally (spec 000, sections 2 and 4). */
export function ProfilePage() {
  return (
    <>
      <PageHeader />
      <SectionTabs sections={SECTIONS} labelId="profile.sections" />
    </>
  );
}
