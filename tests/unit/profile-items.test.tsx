import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import {
  CertificationList,
  EducationList,
  formatProfileMonth,
  WorkHistoryList,
} from "../../src/web/features/profile/profile-items";

afterEach(cleanup);

const cert = {
  name: "CPIM",
  issuer: "ASCM",
  year: "2021",
  issuedDate: "2021-03",
  expiryDate: null,
  credentialUrl: null,
};

describe("public profile items", () => {
  it("formats stored months and leaves other text alone", () => {
    const shown = {
      "2021-03": "Mar 2021",
      "2021-03-15": "Mar 2021",
      "2019": "2019",
      "2021-13": "2021-13",
      "Spring 2020": "Spring 2020",
    };
    for (const [stored, text] of Object.entries(shown)) expect(formatProfileMonth(stored), stored).toBe(text);
  });

  it("links a credential only over http(s), in a new tab, without passing referrer or ranking", () => {
    render(
      <CertificationList
        items={[
          { ...cert, credentialUrl: "https://www.credly.com/badges/1", expiryDate: "2099-01" },
          { ...cert, name: "Old", credentialUrl: "javascript:alert(1)", expiryDate: "2001-05" },
          { ...cert, name: "Data", credentialUrl: "data:text/html,x" },
        ]}
      />,
    );
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute("href")).toBe("https://www.credly.com/badges/1");
    expect(links[0]!.getAttribute("rel")).toBe("noopener noreferrer nofollow");
    expect(links[0]!.getAttribute("target")).toBe("_blank");
    expect(links[0]!.textContent).toContain("for CPIM");
    expect(screen.getByText("Issued Mar 2021 · Expires Jan 2099")).toBeTruthy();
    expect(screen.getByText("Issued Mar 2021 · Expired May 2001")).toBeTruthy();
  });

  it("shows a job's period and description, and a school's field and years", () => {
    render(
      <>
        <WorkHistoryList
          items={[
            {
              title: "Lead",
              company: "Harbor",
              startDate: "2021-01",
              endDate: null,
              description: "Line one\nLine two",
            },
            { title: "Driver", company: "Mesa", startDate: "2017-03", endDate: "2020-12", description: null },
          ]}
        />
        <EducationList
          items={[
            { degree: "BBA", school: "UT Austin", year: "2012", field: "Supply Chain", startYear: 2008, endYear: 2012 },
            { degree: "", school: "ACC", year: null, field: null, startYear: 2006, endYear: null },
          ]}
        />
      </>,
    );
    expect(screen.getByText("Jan 2021 – Present")).toBeTruthy();
    expect(screen.getByText("Mar 2017 – Dec 2020")).toBeTruthy();
    expect(screen.getByText(/Line one\s+Line two/)).toBeTruthy();
    expect(screen.getByText("Supply Chain")).toBeTruthy();
    expect(screen.getByText("2008 – 2012")).toBeTruthy();
    expect(screen.getByText("ACC")).toBeTruthy();
    expect(screen.getByText("From 2006")).toBeTruthy();
  });
});
