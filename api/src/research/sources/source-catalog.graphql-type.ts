import { Field, ObjectType, registerEnumType } from 'type-graphql';

export enum ResearchSourceKindValue {
  WEB_SEARCH = 'WEB_SEARCH',
  PATENTS = 'PATENTS',
  TRADEMARKS = 'TRADEMARKS',
  KEYWORDS = 'KEYWORDS',
  INTEREST = 'INTEREST',
  DOMAINS = 'DOMAINS',
  LAUNCHES = 'LAUNCHES',
  OPEN_SOURCE = 'OPEN_SOURCE',
  AI = 'AI',
}
registerEnumType(ResearchSourceKindValue, { name: 'ResearchSourceKind', description: 'What a research source provides.' });

@ObjectType('ResearchSource', { description: 'A research source: whether it is configured, and when it last answered or failed.' })
export class ResearchSourceType {
  @Field(() => String, {
    description:
      'The provider name its facts carry (searxng, tavily, brave, epo, uspto, dataforseo, wikimedia, hackernews, github, rdap, openai).',
  })
  name!: string;
  @Field(() => String) label!: string;
  @Field(() => ResearchSourceKindValue) kind!: string;
  @Field(() => Boolean) configured!: boolean;
  @Field(() => [String], { description: 'The settings (or command) that turn it on; admins only, empty for anyone else.' })
  settings!: string[];
  @Field(() => String, {
    description: 'What to do to turn it on, in words ("set TAVILY_API_KEY") for admins; for anyone else, who can.',
  })
  howToEnable!: string;
  @Field(() => Date, { nullable: true }) lastSuccessAt!: Date | null;
  @Field(() => Date, { nullable: true }) lastErrorAt!: Date | null;
  @Field(() => String, { nullable: true, description: 'Admins only (null for anyone else): the last error as the source gave it.' })
  lastError!: string | null;
}
