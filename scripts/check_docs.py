#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Checks the built documentation site (scripts/docs runs it after `mkdocs build --strict`).

usage: check_docs.py [MKDOCS_YML [SITE_DIR]]     (defaults: mkdocs.yml, build-docs/site)

Fails (exit 1, one line per problem) when
  - a page of the docs directory (every .md below it) is not in mkdocs.yml's nav, or a nav
    entry names no such page: mkdocs builds such a page but only mentions it (an INFO line,
    which --strict lets pass), so nothing would link to it;
  - a nav page has no built HTML in SITE_DIR, or the built home page does not link to it;
  - a paragraph of the built HTML is a markdown table that did not render: its text starts
    with `|`, or one of its lines is a table's delimiter row (`|---|---|`), as when a table
    follows a line of text without a blank line between them.
Python 3 standard library only (mkdocs.yml's nav is read with a small parser of its block).
"""
import html.parser
import os
import re
import sys

DELIMITER_ROW = re.compile(r"^\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)+\|?$")


def nav_pages(mkdocs_yml):
    """The docs_dir and the .md paths of the `nav:` block of mkdocs.yml, in order."""
    with open(mkdocs_yml, encoding="utf-8") as f:
        lines = f.read().splitlines()
    docs_dir = "docs"
    pages = []
    in_nav = False
    for line in lines:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        top_level = not line[0].isspace()
        if top_level:
            in_nav = line.startswith("nav:")
            m = re.match(r"docs_dir:\s*['\"]?([^'\"#]+?)['\"]?\s*(#.*)?$", line)
            if m:
                docs_dir = m.group(1)
            continue
        if in_nav:
            # `- Title: page.md`, `- page.md`, `Title: page.md` inside a section; quotes optional.
            m = re.search(r"(?:^\s*-\s*|:\s+)['\"]?([^'\"#:]+?\.md)['\"]?\s*(#.*)?$", line)
            if m:
                pages.append(m.group(1).strip())
    return docs_dir, pages


def markdown_files(docs_dir):
    found = []
    for root, _dirs, files in os.walk(docs_dir):
        for name in files:
            if name.endswith(".md"):
                found.append(os.path.relpath(os.path.join(root, name), docs_dir).replace(os.sep, "/"))
    return sorted(found)


def page_url(page):
    """The directory URL mkdocs gives a page (use_directory_urls, its default)."""
    stem = page[:-3]
    if stem == "index" or stem.endswith("/index") or stem == "README" or stem.endswith("/README"):
        return stem[: -len(os.path.basename(stem))]
    return stem + "/"


class Paragraphs(html.parser.HTMLParser):
    """The text of every <p> and every href of a page."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.paragraphs = []
        self.hrefs = []
        self._depth = 0
        self._text = []

    def handle_starttag(self, tag, attrs):
        if tag == "p":
            if self._depth == 0:
                self._text = []
            self._depth += 1
        elif tag == "a":
            self.hrefs.extend(v for k, v in attrs if k == "href" and v)

    def handle_endtag(self, tag):
        if tag == "p" and self._depth > 0:
            self._depth -= 1
            if self._depth == 0:
                self.paragraphs.append("".join(self._text))

    def handle_data(self, data):
        if self._depth > 0:
            self._text.append(data)


def raw_table_rows(html_text):
    """The paragraphs of a page that are unrendered markdown tables (their first line)."""
    parser = Paragraphs()
    parser.feed(html_text)
    parser.close()
    bad = []
    for text in parser.paragraphs:
        lines = [line.strip() for line in text.strip().splitlines()]
        if lines and (lines[0].startswith("|") or any(DELIMITER_ROW.match(l) for l in lines)):
            bad.append(lines[0])
    return bad


def links_of(html_text):
    parser = Paragraphs()
    parser.feed(html_text)
    parser.close()
    return parser.hrefs


def self_test():
    """The detectors fire on what they are meant to catch (a check that cannot fail is none)."""
    broken = "<p>| a | b |\n|---|---|\n| 1 | 2 |</p>"
    after_text = "<li><p>Some text\n| a | b |\n|---|---|</p></li>"
    # A paragraph that merely starts with `|` counts too: start it with a word instead.
    bar_first = "<p>|k| &lt;= 200</p>"
    fine = ("<p>k with |k| &lt;= 200\n|k| odd</p><table><tr><td>|</td></tr></table>"
            "<pre><code>| a | b |\n|---|---|</code></pre>")
    assert raw_table_rows(broken) == ["| a | b |"], raw_table_rows(broken)
    assert raw_table_rows(after_text) == ["Some text"], raw_table_rows(after_text)
    assert raw_table_rows(bar_first) == ["|k| <= 200"], raw_table_rows(bar_first)
    assert raw_table_rows(fine) == [], raw_table_rows(fine)
    assert page_url("index.md") == "" and page_url("SPEC.md") == "SPEC/"
    assert page_url("guide/index.md") == "guide/" and page_url("guide/a.md") == "guide/a/"


def main(argv):
    mkdocs_yml = argv[1] if len(argv) > 1 else "mkdocs.yml"
    site = argv[2] if len(argv) > 2 else "build-docs/site"
    self_test()
    root = os.path.dirname(os.path.abspath(mkdocs_yml))
    docs_dir, nav = nav_pages(mkdocs_yml)
    docs_dir = os.path.join(root, docs_dir)
    problems = []

    # Every page is in the navigation, and every navigation entry is a page.
    if not nav:
        problems.append(f"{mkdocs_yml}: no page in nav")
    pages = markdown_files(docs_dir)
    if not pages:
        problems.append(f"{docs_dir}: no .md file")
    for page in pages:
        if page not in nav:
            problems.append(f"{os.path.relpath(docs_dir)}/{page}: not in the nav of {mkdocs_yml}")
    for page in nav:
        if page not in pages:
            problems.append(f"{mkdocs_yml}: nav entry {page}: no such page")

    # Every navigation page was built, and the home page links to it.
    home = os.path.join(site, "index.html")
    if not os.path.isfile(home):
        problems.append(f"{home}: missing (build the site first: mkdocs build)")
        home_links = set()
    else:
        with open(home, encoding="utf-8") as f:
            home_links = {h.split("#")[0].lstrip("./") for h in links_of(f.read())}
    for page in nav:
        url = page_url(page)
        if not os.path.isfile(os.path.join(site, url, "index.html")):
            problems.append(f"{site}/{url}index.html: not built (nav entry {page})")
        elif url.lstrip("./") not in home_links:
            problems.append(f"{home}: no link to {url or './'} (nav entry {page})")

    # No markdown table left as a paragraph.
    html_files = 0
    for dirpath, _dirs, files in os.walk(site):
        for name in sorted(files):
            if not name.endswith(".html"):
                continue
            html_files += 1
            path = os.path.join(dirpath, name)
            with open(path, encoding="utf-8") as f:
                for first_line in raw_table_rows(f.read()):
                    problems.append(f"{path}: a markdown table did not render: {first_line[:80]}")

    for p in problems:
        print(f"check_docs: {p}", file=sys.stderr)
    if problems:
        print(f"check_docs: {len(problems)} problem(s)", file=sys.stderr)
        return 1
    print(f"check_docs: {len(nav)} pages, all in the nav and linked from the home page; "
          f"{html_files} HTML files without an unrendered table")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
