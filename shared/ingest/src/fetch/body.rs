//! Reading a response body under a byte cap (the download stops as soon as it is exceeded) and
//! decoding it to text per its charset.

use encoding_rs::{Encoding, UTF_8};

use super::error::FetchError;

/// How far into the body a `<meta charset>` is looked for (the HTML sniffing limit).
const META_SNIFF_BYTES: usize = 1024;

/// The body, at most `limit` bytes; `TooLarge` as soon as the declared length or the bytes
/// received pass it. Transport errors go through `transport_error`.
pub(crate) async fn read_capped(
    response: &mut reqwest::Response,
    limit: usize,
    transport_error: impl Fn(reqwest::Error) -> FetchError,
) -> Result<Vec<u8>, FetchError> {
    let declared = response
        .content_length()
        .and_then(|length| usize::try_from(length).ok());
    if declared.is_some_and(|length| length > limit) {
        return Err(FetchError::TooLarge { limit });
    }
    let mut body = Vec::with_capacity(declared.unwrap_or(0));
    while let Some(chunk) = response.chunk().await.map_err(&transport_error)? {
        if body.len() + chunk.len() > limit {
            return Err(FetchError::TooLarge { limit });
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// The body as text: a byte-order mark wins, then the `Content-Type` charset, then a
/// `<meta charset>` near the top, then UTF-8; undecodable bytes become U+FFFD.
pub(crate) fn decode(body: &[u8], content_type: Option<&str>) -> String {
    let declared = content_type
        .and_then(charset_parameter)
        .or_else(|| meta_charset(&body[..body.len().min(META_SNIFF_BYTES)]))
        .and_then(|label| Encoding::for_label(label.as_bytes()))
        .unwrap_or(UTF_8);
    let (text, _, _) = declared.decode(body);
    text.into_owned()
}

fn charset_parameter(content_type: &str) -> Option<String> {
    content_type.split(';').skip(1).find_map(|parameter| {
        let (name, value) = parameter.split_once('=')?;
        name.trim()
            .eq_ignore_ascii_case("charset")
            .then(|| value.trim().trim_matches('"').to_owned())
    })
}

/// The label after the first `charset=` in the head of the page (covers both
/// `<meta charset=…>` and `<meta http-equiv content="…; charset=…">`).
fn meta_charset(head: &[u8]) -> Option<String> {
    let head = String::from_utf8_lossy(head).to_ascii_lowercase();
    let start = head.find("charset=")? + "charset=".len();
    let label: String = head[start..]
        .trim_start_matches(['"', '\''])
        .chars()
        .take_while(|c| c.is_ascii_alphanumeric() || matches!(c, '-' | '_' | ':' | '.'))
        .collect();
    (!label.is_empty()).then_some(label)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_charset_comes_from_the_header_then_the_page() {
        let latin1 = b"caf\xe9";
        assert_eq!(
            decode(latin1, Some("text/html; charset=\"ISO-8859-1\"")),
            "café"
        );
        let page = b"<html><head><meta charset='windows-1252'></head>caf\xe9";
        assert!(decode(page, Some("text/html")).ends_with("café"));
        assert_eq!(decode("café".as_bytes(), None), "café");
        assert_eq!(decode(b"caf\xe9", None), "caf\u{fffd}");
    }
}
