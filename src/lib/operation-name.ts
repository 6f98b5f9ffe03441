/**
 * Orval names an operation's artefacts after its operationId in PascalCase: `bmsSystemAdminSave`
 * → zod `BmsSystemAdminSaveBody`, mock `getBmsSystemAdminSaveResponseMock`.
 */
export function pascal(operationId: string): string {
  return operationId.charAt(0).toUpperCase() + operationId.slice(1);
}
