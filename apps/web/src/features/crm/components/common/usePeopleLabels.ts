import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/hooks/useAuth';
import { useMembersQuery } from '../../../settings/hooks/useMembersQuery';

// usePeopleLabels names people by their user id from the workspace's members: the signed-in user is "you"/"me", a
// member by name, an id no longer among the members (removed) "a team member". `options` are the members one can
// assign work to (the signed-in user first, as "me").
export function usePeopleLabels() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const members = useMembersQuery().data?.members ?? [];
  const nameOf = (id: string) => {
    const m = members.find((x) => x.userId === id);
    return m ? `${m.firstName} ${m.lastName}`.trim() || m.email : t('crm.people.teamMember');
  };
  const others = members.filter((m) => m.userId !== user?.id).map((m) => ({ value: m.userId, label: nameOf(m.userId) }));
  return {
    meId: user?.id ?? null,
    /** The signed-in user ("me") and the other members, by name. */
    options: [...(user?.id ? [{ value: user.id, label: t('crm.people.me') }] : []), ...others],
    /** Who a lead, deal or task is assigned to. */
    assignee: (id: string | null) => (id === null ? t('crm.people.unassigned') : id === user?.id ? t('crm.people.me') : nameOf(id)),
    /** Who logged an activity. */
    actor: (id: string | null) => (id === null ? t('crm.people.system') : id === user?.id ? t('crm.people.you') : nameOf(id)),
  };
}
