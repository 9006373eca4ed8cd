// Roots of the sending query keys: any server change reloads the server list and the rotation stats.
export const sendingQueryKeyRoot = ['sending'] as const;
export const mailServersQueryKeyRoot = [...sendingQueryKeyRoot, 'servers'] as const;
export const dkimQueryKeyRoot = [...sendingQueryKeyRoot, 'dkim'] as const;
