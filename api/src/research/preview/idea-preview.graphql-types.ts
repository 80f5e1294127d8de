import { Field, Int, ObjectType } from 'type-graphql';
import { BasisValue } from '../basis.graphql-type.js';
import { SourceReferenceType } from '../research.graphql-types.js';

@ObjectType('IdeaPreviewDomain', { description: "The .com of the idea's name, as its registry's RDAP server answered (MEASURED)." })
export class IdeaPreviewDomainType {
  @Field(() => String) domain!: string;
  @Field(() => Boolean) available!: boolean;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType, {
    description: 'The RDAP record (or its "not found" answer) behind the answer (url), and when it was read.',
  })
  source!: SourceReferenceType;
  @Field(() => String, {
    description: 'The RDAP record (or its "not found" answer) behind the answer.',
    deprecationReason: 'Use source.url.',
  })
  url!: string;
}

@ObjectType('IdeaPreviewLaunches', { description: "Hacker News stories matching the idea's subject (MEASURED)." })
export class IdeaPreviewLaunchesType {
  @Field(() => String, { description: 'What was searched for.' }) query!: string;
  @Field(() => Int, { description: 'Stories Hacker News holds for the search.' }) count!: number;
  @Field(() => Int, { description: 'Show HN launches among the first stories read.' }) showHnCount!: number;
  @Field(() => BasisValue) basis!: string;
  @Field(() => SourceReferenceType, { description: "Hacker News' own search page for the query (url), and when it was read." })
  source!: SourceReferenceType;
  @Field(() => String, { description: "Hacker News' own search page for the query.", deprecationReason: 'Use source.url.' })
  url!: string;
}

@ObjectType('IdeaPreview', {
  description: 'One or two measured facts about a typed idea for the landing page; a fact whose source did not answer is null.',
})
export class IdeaPreviewType {
  @Field(() => String, { description: 'The idea as read (trimmed).' }) idea!: string;
  @Field(() => IdeaPreviewDomainType, { nullable: true }) domain!: IdeaPreviewDomainType | null;
  @Field(() => IdeaPreviewLaunchesType, { nullable: true }) launches!: IdeaPreviewLaunchesType | null;
}
