import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/hooks/useAuth';

// usePeopleLabels names people by their user id. There is no list of workspace members yet, so the signed-in user is
// "you"/"me" and anyone else is "a team member".
export function usePeopleLabels() {
  const { t } = useTranslation();
  const { user } = useAuth();
  return {
    meId: user?.id ?? null,
    /** Who a lead is assigned to. */
    assignee: (id: string | null) => (id === null ? t('crm.people.unassigned') : id === user?.id ? t('crm.people.me') : t('crm.people.teamMember')),
    /** Who logged an activity. */
    actor: (id: string | null) => (id === null ? t('crm.people.system') : id === user?.id ? t('crm.people.you') : t('crm.people.teamMember')),
  };
}
