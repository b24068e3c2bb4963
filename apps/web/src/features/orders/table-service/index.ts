// Table service as the POS panels use it: the shared state and the ticket's menu of commands.
export { ServiceMenu } from './service-actions';
export { useTableService } from './table-service-state';
