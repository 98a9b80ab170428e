export {
  defineResourcePage,
  isOn,
  layoutFields,
  type ResourceColumn,
  type ResourceFieldSpec,
  type ResourceForm as ResourceFormDefinition,
  type ResourceFormLayout,
  type ResourcePageDefinition,
  type ResourcePaths,
  type ResourceRowAction,
  type ResourceTextsOf,
  type Trpc,
  valueOptions,
} from './resource-definition';
export { CreateAnswerError, ResourceDialog, ResourceForm } from './resource-editor';
export { ResourceField } from './resource-field';
export { canDeleteResource, ResourceListPage } from './resource-list-page';
export { resourceScreens } from './resource-pages';
export { SecretDialog } from './secret-dialog';
export { ResourceTabs } from './resource-tabs';
export { RESOURCE_MESSAGES, RESOURCE_MESSAGES_IT } from './messages';
