import {
  getDirectiveValues,
  GraphQLIncludeDirective,
  GraphQLSkipDirective,
  type GraphQLResolveInfo,
  type SelectionNode,
  type SelectionSetNode,
} from 'graphql';

/**
 * The names of the fields a query selects at `path` below the resolved field (e.g. ['edges', 'node']),
 * through fragments and inline fragments, as this request's variables decide @include and @skip (a field
 * they leave out is not selected: what it would cost is not paid).
 */
export function selectedFieldNames(info: GraphQLResolveInfo, path: readonly string[]): Set<string> {
  let sets: SelectionSetNode[] = info.fieldNodes.flatMap((node) => (node.selectionSet ? [node.selectionSet] : []));
  for (const name of path) {
    const below: SelectionSetNode[] = [];
    for (const set of sets)
      forEachField(info, set, (field) => field.name.value === name && field.selectionSet && below.push(field.selectionSet));
    sets = below;
  }
  const names = new Set<string>();
  for (const set of sets) forEachField(info, set, (field) => names.add(field.name.value));
  return names;
}

function forEachField(
  info: GraphQLResolveInfo,
  set: SelectionSetNode,
  visit: (field: Extract<SelectionSetNode['selections'][number], { kind: 'Field' }>) => unknown,
): void {
  for (const selection of set.selections) {
    if (!included(info, selection)) continue;
    if (selection.kind === 'Field') visit(selection);
    else if (selection.kind === 'InlineFragment') forEachField(info, selection.selectionSet, visit);
    else {
      const fragment = info.fragments[selection.name.value];
      if (fragment) forEachField(info, fragment.selectionSet, visit);
    }
  }
}

/** graphql-js's own rule (collectFields): @skip(if: true) or @include(if: false) leaves the selection out. */
function included(info: GraphQLResolveInfo, selection: SelectionNode): boolean {
  if (getDirectiveValues(GraphQLSkipDirective, selection, info.variableValues)?.if === true) return false;
  return getDirectiveValues(GraphQLIncludeDirective, selection, info.variableValues)?.if !== false;
}
