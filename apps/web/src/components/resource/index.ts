export {
  defineResourcePage,
  isOn,
  type ResourceColumn,
  type ResourceFieldSpec,
  type ResourceForm as ResourceFormDefinition,
  type ResourceFormLayout,
  type ResourcePageDefinition,
  type Trpc,
  valueOptions,
} from './resource-definition';
export { CreateAnswerError, ResourceDialog, ResourceForm } from './resource-editor';
export { canDeleteResource, ResourceListPage } from './resource-list-page';
export { resourceScreens } from './resource-pages';
export { ResourceTabs } from './resource-tabs';
export { RESOURCE_MESSAGES, RESOURCE_MESSAGES_IT } from './messages';
