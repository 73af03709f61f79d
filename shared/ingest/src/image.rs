//! The recipe's picture among what a page offers: the structured data's images (the first is
//! the recipe's own) and the share images of its meta tags (a nameless `<meta>` holding an
//! image URL counts, weakest). The largest wins — its size from the markup, or read from the
//! URL ("-1200x800.jpg", "?w=1200&h=800") — so a thumbnail never beats the hero; ties go to the
//! recipe's own image, then structured data, then https, then the first seen. Logos and icons
//! never win.

use scraper::Html;
use serde_json::Value;
use url::Url;

use crate::jsonld::META;
use crate::jsonld::recipe_node::absolute_url;

/// Meta tags that name a share image; `og:image:width` / `:height` size the one before them.
const SHARE_IMAGE_KEYS: [&str; 5] = [
    "og:image",
    "og:image:url",
    "og:image:secure_url",
    "twitter:image",
    "twitter:image:src",
];

/// Where a candidate was found, weakest first.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Source {
    /// A `<meta>` without a name whose content is an image URL: a share tag whose key the page
    /// wrote in an attribute we do not read, or lost on the way (an RDFa `property` stripped).
    UnnamedMeta,
    ShareTag,
    StructuredData,
    /// The image the recipe's structured data names first.
    Recipe,
}

#[derive(Debug, Clone)]
struct Candidate {
    url: String,
    width: Option<u64>,
    height: Option<u64>,
    source: Source,
}

/// Candidates by URL in the order first seen; a URL seen again keeps the larger size and the
/// stronger source.
#[derive(Default)]
struct Candidates {
    found: Vec<Candidate>,
    page_url: Option<Url>,
}

impl Candidates {
    /// Adds `raw` (made absolute; data: and non-web URLs are dropped); the candidate's index.
    fn add(
        &mut self,
        raw: &str,
        width: Option<u64>,
        height: Option<u64>,
        source: Source,
    ) -> Option<usize> {
        let url = absolute_url(raw, self.page_url.as_ref())?;
        if let Some(index) = self.found.iter().position(|c| c.url == url) {
            let known = &mut self.found[index];
            known.width = known.width.max(width);
            known.height = known.height.max(height);
            known.source = known.source.max(source);
            return Some(index);
        }
        self.found.push(Candidate {
            url,
            width,
            height,
            source,
        });
        Some(self.found.len() - 1)
    }

    /// The images of a structured-data `image` value: URLs, ImageObjects, lists of either.
    fn add_structured(&mut self, value: &Value, depth: usize) {
        const MAX_DEPTH: usize = 4;
        match value {
            Value::String(url) => {
                self.add(url, None, None, Source::StructuredData);
            }
            Value::Array(items) if depth < MAX_DEPTH => {
                items
                    .iter()
                    .for_each(|item| self.add_structured(item, depth + 1));
            }
            Value::Object(object) => {
                let url = ["url", "contentUrl", "@id"]
                    .iter()
                    .filter_map(|key| object.get(*key))
                    .find_map(|url| match url {
                        Value::Array(urls) => urls.first().and_then(Value::as_str),
                        other => other.as_str(),
                    });
                let size = |keys: [&str; 3]| {
                    keys.iter()
                        .find_map(|key| object.get(*key).and_then(dimension))
                };
                if let Some(url) = url {
                    let width = size(["width", "pixelWidth", "contentWidth"]);
                    let height = size(["height", "pixelHeight", "contentHeight"]);
                    self.add(url, width, height, Source::StructuredData);
                }
            }
            _ => {}
        }
    }

    /// The page's share images in document order, sized by the `og:image:width`/`:height` tags
    /// that follow them.
    fn add_share_images(&mut self, document: &Html) {
        let mut last = None;
        for meta in document.select(&META) {
            let element = meta.value();
            let Some(key) = element.attr("property").or_else(|| element.attr("name")) else {
                let content = element.attr("content").unwrap_or_default();
                if element.attr("itemprop").is_none() && is_image_url(content) {
                    self.add(content, None, None, Source::UnnamedMeta);
                }
                last = None;
                continue;
            };
            let key = key.to_ascii_lowercase();
            let content = element.attr("content").unwrap_or_default();
            if SHARE_IMAGE_KEYS.contains(&key.as_str()) {
                last = self.add(content, None, None, Source::ShareTag);
            } else if let Some(index) = last {
                let size = dimension(&Value::String(content.to_owned()));
                let known = &mut self.found[index];
                match key.as_str() {
                    "og:image:width" => known.width = known.width.max(size),
                    "og:image:height" => known.height = known.height.max(size),
                    _ => {}
                }
            }
        }
    }

    fn best(self) -> Option<String> {
        let count = self.found.len();
        self.found
            .into_iter()
            .enumerate()
            .max_by_key(|(order, candidate)| {
                if is_logo_or_icon(&candidate.url) {
                    return (-1, Source::UnnamedMeta, false, 0);
                }
                let area = match candidate_size(candidate) {
                    (Some(w), Some(h)) => w.saturating_mul(h),
                    (Some(side), None) | (None, Some(side)) => side.saturating_mul(side),
                    (None, None) => 0,
                };
                let area = i128::from(area);
                (
                    area,
                    candidate.source,
                    candidate.url.starts_with("https://"),
                    count - order,
                )
            })
            .map(|(_, candidate)| candidate.url)
    }
}

/// The best image for a recipe whose structured data names `recipe_image` first and holds
/// `structured` (its raw `image` value), among those and the page's share images.
pub(crate) fn best_image(
    document: &Html,
    recipe_image: Option<&str>,
    structured: Option<&Value>,
    page_url: Option<&Url>,
) -> Option<String> {
    let mut candidates = Candidates {
        found: Vec::new(),
        page_url: page_url.cloned(),
    };
    if let Some(url) = recipe_image {
        candidates.add(url, None, None, Source::Recipe);
    }
    if let Some(value) = structured {
        candidates.add_structured(value, 0);
    }
    candidates.add_share_images(document);
    candidates.best()
}

/// A size given as a number, a string starting with digits ("1200px"), or a QuantitativeValue.
fn dimension(value: &Value) -> Option<u64> {
    match value {
        Value::Number(n) => n.as_u64().or_else(|| n.as_f64().map(|f| f as u64)),
        Value::String(s) => {
            let digits: String = s
                .chars()
                .skip_while(|c| !c.is_ascii_digit())
                .take_while(char::is_ascii_digit)
                .collect();
            digits.parse().ok()
        }
        Value::Object(object) => ["value", "maxValue", "minValue"]
            .iter()
            .find_map(|key| object.get(*key).and_then(dimension)),
        _ => None,
    }
}

/// The candidate's size, from the markup or else from its URL.
fn candidate_size(candidate: &Candidate) -> (Option<u64>, Option<u64>) {
    if candidate.width.is_some() && candidate.height.is_some() {
        return (candidate.width, candidate.height);
    }
    match size_in_url(&candidate.url) {
        Some((w, h)) => (candidate.width.or(Some(w)), candidate.height.or(Some(h))),
        None => (candidate.width, candidate.height),
    }
}

/// "…-1200x800.jpg" (3 to 5 digits each side, not part of a longer number), else both of
/// "?w=1200&h=800" / "width=…&height=…".
fn size_in_url(url: &str) -> Option<(u64, u64)> {
    let bytes = url.as_bytes();
    let run = |range: &mut dyn Iterator<Item = usize>| {
        range.take_while(|&i| bytes[i].is_ascii_digit()).count()
    };
    for (x, byte) in bytes.iter().enumerate() {
        if !matches!(byte, b'x' | b'X') {
            continue;
        }
        let before = run(&mut (0..x).rev());
        let after = run(&mut (x + 1..bytes.len()));
        if (3..=5).contains(&before) && (3..=5).contains(&after) {
            let width = url[x - before..x].parse().ok()?;
            let height = url[x + 1..x + 1 + after].parse().ok()?;
            return Some((width, height));
        }
    }
    Some((
        query_size(url, &["w", "width"])?,
        query_size(url, &["h", "height"])?,
    ))
}

/// The first `?key=` / `&key=` of `keys` with at least 3 digits (the first 5 are read).
fn query_size(url: &str, keys: &[&str]) -> Option<u64> {
    let lower = url.to_ascii_lowercase();
    keys.iter()
        .flat_map(|key| ['?', '&'].map(|separator| format!("{separator}{key}=")))
        .filter_map(|pattern| {
            let start = lower.find(&pattern)? + pattern.len();
            let digits: String = lower[start..]
                .chars()
                .take_while(char::is_ascii_digit)
                .take(5)
                .collect();
            (digits.len() >= 3).then_some((start, digits))
        })
        .min_by_key(|(start, _)| *start)
        .and_then(|(_, digits)| digits.parse().ok())
}

/// Whether `content` is an absolute web URL whose path ends in a picture's extension.
fn is_image_url(content: &str) -> bool {
    const EXTENSIONS: [&str; 6] = [".jpg", ".jpeg", ".png", ".webp", ".gif", ".avif"];
    Url::parse(content.trim()).is_ok_and(|url| {
        let path = url.path().to_ascii_lowercase();
        matches!(url.scheme(), "http" | "https") && EXTENSIONS.iter().any(|e| path.ends_with(e))
    })
}

/// Whether the URL's path names a logo or an icon as a word ("/logo.png", "favicon.ico",
/// "icon-192.png").
fn is_logo_or_icon(url: &str) -> bool {
    let path = Url::parse(url)
        .map(|u| u.path().to_ascii_lowercase())
        .unwrap_or_default();
    ["favicon", "icon", "logo"].iter().any(|word| {
        path.match_indices(word).any(|(at, _)| {
            let before = path[..at].chars().next_back();
            let after = path[at + word.len()..].chars().next();
            matches!(before, None | Some('/' | '.' | '-'))
                && matches!(after, None | Some('/' | '.' | '?' | '-'))
        })
    })
}

#[cfg(test)]
mod tests {
    use serde_json::json;

    use super::*;

    fn best(head: &str, recipe_image: Option<&str>, structured: Option<Value>) -> Option<String> {
        let document = Html::parse_document(&format!("<html><head>{head}</head></html>"));
        let page = Url::parse("https://example.com/soup").ok();
        best_image(&document, recipe_image, structured.as_ref(), page.as_ref())
    }

    #[test]
    fn the_largest_image_wins_with_sizes_from_markup_or_urls() {
        let thumbs = json!(["/soup-225x225.jpg", "/soup-320x180.jpg", "/soup.jpg"]);
        let head = r#"<meta property="og:image" content="https://example.com/soup.jpg">
            <meta property="og:image:width" content="1200"><meta property="og:image:height" content="800">"#;
        assert_eq!(
            best(
                head,
                Some("https://example.com/soup-225x225.jpg"),
                Some(thumbs)
            )
            .as_deref(),
            Some("https://example.com/soup.jpg")
        );
        let objects = json!([{"@type": "ImageObject", "url": "https://example.com/a.jpg", "width": 600, "height": 600},
                             {"@type": "ImageObject", "url": "https://example.com/b.jpg", "width": "1600px", "height": 900}]);
        let share = r#"<meta property="og:image" content="https://example.com/c.jpg?w=448&h=252">"#;
        assert_eq!(
            best(share, Some("https://example.com/a.jpg"), Some(objects)).as_deref(),
            Some("https://example.com/b.jpg")
        );
    }

    #[test]
    fn without_sizes_the_recipe_image_wins_and_logos_never_do() {
        let head = r#"<meta property="og:image" content="https://example.com/share.jpg">"#;
        assert_eq!(
            best(head, Some("https://example.com/recipe.jpg"), None).as_deref(),
            Some("https://example.com/recipe.jpg")
        );
        assert_eq!(
            best(head, None, None).as_deref(),
            Some("https://example.com/share.jpg")
        );
        let logo =
            r#"<meta property="og:image" content="https://example.com/img/logo-1200x630.png">"#;
        assert_eq!(
            best(logo, Some("/photo.jpg"), None).as_deref(),
            Some("https://example.com/photo.jpg")
        );
        assert_eq!(best("", Some("data:image/png;base64,AAAA"), None), None);
    }

    #[test]
    fn sizes_are_read_from_urls() {
        assert_eq!(
            size_in_url("https://x.com/a-1200x800.jpg"),
            Some((1200, 800))
        );
        assert_eq!(size_in_url("https://x.com/a-123456x800.jpg"), None);
        assert_eq!(
            size_in_url("https://x.com/a.jpg?width=640&h=480"),
            Some((640, 480))
        );
        assert_eq!(size_in_url("https://x.com/a.jpg?w=64&h=48"), None);
        assert!(is_logo_or_icon("https://x.com/wp/favicon.ico"));
        assert!(!is_logo_or_icon("https://x.com/wp/logorrhea-soup.jpg"));
    }
}
