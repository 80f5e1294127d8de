import { Field, ID, Int, ObjectType } from 'type-graphql';
import { BasisValue } from '../basis.graphql-type.js';

/** The score's GraphQL types; the plain shapes they carry are in score.types.ts. */

@ObjectType('ScoreEvidence', { description: 'A piece of evidence a score part used.' })
export class ScoreEvidenceType {
  @Field(() => String) label!: string;
  @Field(() => String, { nullable: true }) url!: string | null;
  @Field(() => ID, { nullable: true }) evidenceId!: string | null;
}

@ObjectType('ScoreEntry')
export class ScoreEntryType {
  @Field(() => Int) score!: number;
  @Field(() => String) reason!: string;
  @Field(() => BasisValue, { description: 'How the part’s inputs are known (UNKNOWN on scores stored before parts said).' })
  basis!: string;
  @Field(() => [ScoreEvidenceType], { nullable: true }) evidence?: ScoreEvidenceType[] | null;
}

// Plain data fields: graphql-js reads them itself (simpleResolvers), without type-graphql's per-field middleware wrapper.
@ObjectType('ScoreAssessment', { description: 'How far the score can be trusted.', simpleResolvers: true })
export class ScoreAssessmentType {
  @Field(() => Int, { description: 'Share of the 100 points whose inputs were MEASURED (0-100).' }) confidence!: number;
  @Field(() => Int) measuredPoints!: number;
  @Field(() => Boolean, { description: 'The run rests on SAMPLE data ("Sample score").' }) sample!: boolean;
  @Field(() => String, { nullable: true, description: 'Why the label is capped at Needs Work whatever the total.' }) labelCap!:
    string | null;
  @Field(() => Boolean, {
    description:
      'Enough of the score rests on measured inputs (40 of 100 points) for a total; false: "Not enough evidence to score yet" and score is null.',
  })
  enoughEvidence!: boolean;
  @Field(() => [String], { description: 'The parts whose inputs were measured.' }) measuredParts!: string[];
  @Field(() => [String], { description: 'For each part not measured: what would measure it.' }) missingEvidence!: string[];
}

@ObjectType('ScoreBreakdown', { description: 'Six entries; maxima 25, 20, 10, 15, 10, 20 (total 100).' })
export class ScoreBreakdownType {
  @Field(() => ScoreEntryType) marketOpportunity!: ScoreEntryType;
  @Field(() => ScoreEntryType) competitionLevel!: ScoreEntryType;
  @Field(() => ScoreEntryType) domainAvailability!: ScoreEntryType;
  @Field(() => ScoreEntryType) keywordOpportunity!: ScoreEntryType;
  @Field(() => ScoreEntryType) legalRisk!: ScoreEntryType;
  @Field(() => ScoreEntryType) businessViability!: ScoreEntryType;
}
