// The workspaces module's front door: reading a workspace's name, details and member count.
export { workspacesRepo as workspaceDirectory, type WorkspacesRepo as WorkspaceDirectory } from './workspaces.repo.js';
