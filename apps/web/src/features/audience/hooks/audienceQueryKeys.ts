// Roots of the audience query keys: a mutation invalidates the root it changes (contacts change list and segment counts too).
export const audienceQueryKeyRoot = ['audience'] as const;
export const contactsQueryKeyRoot = [...audienceQueryKeyRoot, 'contacts'] as const;
export const listsQueryKeyRoot = [...audienceQueryKeyRoot, 'lists'] as const;
export const segmentsQueryKeyRoot = [...audienceQueryKeyRoot, 'segments'] as const;
export const importsQueryKeyRoot = [...audienceQueryKeyRoot, 'imports'] as const;
export const suppressionsQueryKeyRoot = [...audienceQueryKeyRoot, 'suppressions'] as const;
