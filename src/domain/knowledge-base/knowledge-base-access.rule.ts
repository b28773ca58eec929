import type { PermissionArea } from '../access/permission.rule';

/**
 * Spec 2 §6: the knowledge base is part of the workspace. Its pages open with read access on
 * 'tenant-workspace'; creating, renaming, importing, updating, switching, restoring or deleting
 * needs read/write there, which a guest does not have (spec 1 §6 matrix).
 */
export const KNOWLEDGE_BASE_AREA: PermissionArea = 'tenant-workspace';
