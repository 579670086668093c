import type { PortalSchemas } from '@smes/contract-types';
import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract/load-contract';
import type { Page, SearchPage } from './paging';

/** Same keys, optionality and value types (mutual assignability would let an optional key pass). */
type TypesEqual<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
type PageSchemaName = Extract<keyof PortalSchemas, `${string}Page`>;
type RowOf<Name extends PageSchemaName> = PortalSchemas[Name] extends { rows: (infer Row)[] } ? Row : never;
type Flat<T> = { [Key in keyof T]: T[Key] };
/** A keyword search's pages say when their total is a lower bound; the policy search also which terms searched titles only. */
type Expected<Name extends PageSchemaName> = Name extends 'PolicyPage'
  ? Flat<SearchPage<RowOf<Name>> & { titleOnlyTerms?: string[] }>
  : Name extends 'GlobalSearchPage'
    ? Flat<SearchPage<RowOf<Name>>>
    : Page<RowOf<Name>>;

/**
 * `Page<Row>` is the stand-in's name for the contract's paged answers (`SearchPage<Row>` for a keyword search's);
 * typecheck fails here when any `*Page` schema stops being exactly that over its rows (a field added to one page only, say).
 */
const PAGES_MATCH_CONTRACT: { [Name in PageSchemaName]: TypesEqual<Expected<Name>, PortalSchemas[Name]> } = {
  ActivityRegistrationPage: true,
  AnnouncementPage: true,
  ApplicationPage: true,
  CertificationPage: true,
  ChainContactRequestPage: true,
  DeclarationProjectPage: true,
  GovServicePage: true,
  GlobalSearchPage: true,
  DemandPage: true,
  DemandRecordPage: true,
  FinancingApplicationPage: true,
  FundPage: true,
  InstitutionCardPage: true,
  InterpretationPage: true,
  ListingReviewPage: true,
  MessagePage: true,
  MyCoursePage: true,
  MyDemandResponsePage: true,
  NewsPage: true,
  NoticePage: true,
  OrgCasePage: true,
  OrgProductPage: true,
  PolicyPage: true,
  PolicyDeskPage: true,
  QualityEnterprisePage: true,
  ReportMatchPage: true,
  ReportPage: true,
  ServiceCasePage: true,
  ServiceOrderPage: true,
  ServiceProductPage: true,
  ServiceReviewPage: true,
  TalentContractPage: true,
  TalentPage: true,
};

describe('Page<T>', () => {
  it('stands for every paged schema of the contract', () => {
    const pageSchemas = Object.keys(loadContract('portal').components?.['schemas'] ?? {}).filter((name) => name.endsWith('Page'));
    expect(pageSchemas.sort()).toEqual(Object.keys(PAGES_MATCH_CONTRACT).sort());
  });
});
