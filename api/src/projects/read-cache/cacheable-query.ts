import {
  BREAK,
  Kind,
  TypeInfo,
  visit,
  visitWithTypeInfo,
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

/**
 * The fields whose values come only from the owner's `projects` rows (and `project_owner_counts`,
 * which triggers on `projects` keep), so a `projects_changed` notice is all that can make an answer
 * built from them stale. A list, not a rule: a field added later is not cacheable until it is
 * added here, after checking where its value comes from.
 */
export const PROJECT_ROW_FIELDS: Readonly<Record<string, ReadonlySet<string>>> = {
  Query: new Set(['projects', 'projectsConnection', 'project']),
  ProjectConnection: new Set(['edges', 'pageInfo', 'totalCount']),
  ProjectEdge: new Set(['cursor', 'node']),
  PageInfo: new Set(['endCursor', 'hasNextPage']),
  Project: new Set([
    'id',
    'name',
    'category',
    'description',
    'targetMarket',
    'keyFeatures',
    'notes',
    'currentStep',
    'status',
    'score',
    'scoreBreakdown',
    'scoreAssessment',
    'createdAt',
    'updatedAt',
  ]),
  ScoreBreakdown: new Set(['marketOpportunity', 'competitionLevel', 'domainAvailability', 'keywordOpportunity', 'legalRisk', 'businessViability']),
  ScoreEntry: new Set(['score', 'reason', 'basis', 'evidence']),
  ScoreEvidence: new Set(['label', 'url', 'evidenceId']),
  ScoreAssessment: new Set(['confidence', 'measuredPoints', 'sample', 'labelCap', 'enoughEvidence', 'measuredParts', 'missingEvidence']),
};

/**
 * True when `operation` is a query that reads nothing but PROJECT_ROW_FIELDS (through any
 * fragments), so its answer for one viewer stays right until their projects change. Anything
 * else (a mutation, `me`, `projectStats` with its "this month", research results) is answered
 * fresh every time.
 */
export function readsOnlyProjectRows(schema: GraphQLSchema, document: DocumentNode, operation: OperationDefinitionNode): boolean {
  if (operation.operation !== 'query') return false;
  const fragments = document.definitions.filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION);
  const typeInfo = new TypeInfo(schema);
  let onlyProjectRows = true;
  const checkFields = visitWithTypeInfo(typeInfo, {
    Field(field) {
      if (field.name.value === '__typename') return undefined;
      const parent = typeInfo.getParentType();
      if (!parent || !PROJECT_ROW_FIELDS[parent.name]?.has(field.name.value)) {
        onlyProjectRows = false;
        return BREAK;
      }
      return undefined;
    },
  });
  for (const node of [operation, ...fragments]) {
    visit(node, checkFields);
    if (!onlyProjectRows) return false;
  }
  return true;
}

/** Memoised per parsed document (Apollo reuses the parsed document of a repeated query). */
export function cacheableQueryCheck(schema: GraphQLSchema): (document: DocumentNode, operation: OperationDefinitionNode) => boolean {
  const decided = new WeakMap<OperationDefinitionNode, boolean>();
  return (document, operation) => {
    let answer = decided.get(operation);
    if (answer === undefined) {
      answer = readsOnlyProjectRows(schema, document, operation);
      decided.set(operation, answer);
    }
    return answer;
  };
}
