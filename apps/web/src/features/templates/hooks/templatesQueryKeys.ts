// Roots of the template query keys: any template change reloads the list.
export const templatesQueryKeyRoot = ['templates'] as const;
export const templateListQueryKeyRoot = [...templatesQueryKeyRoot, 'list'] as const;
