//! The OpenAPI document is public, and every path and method it lists is routed.

mod support;

use axum::http::StatusCode;
use support::TestApp;

#[tokio::test]
async fn every_documented_operation_is_routed() {
    let app = TestApp::new();
    let (status, document) = app.send("GET", "/api/openapi.json", None, None).await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(document["openapi"], "3.1.0");
    let paths = document["paths"].as_object().expect("paths");
    assert!(paths.len() >= 30, "{}", paths.len());
    let alice = app.token("alice", false);
    for (path, operations) in paths {
        let concrete = path
            .split('/')
            .map(|part| if part.starts_with('{') { "x" } else { part })
            .collect::<Vec<_>>()
            .join("/");
        for method in operations.as_object().expect("operations").keys() {
            let method = method.to_uppercase();
            let (status, body) = app
                .send(&method, &concrete, Some(&alice), Some("{}".to_owned()))
                .await;
            assert_ne!(status, StatusCode::METHOD_NOT_ALLOWED, "{method} {path}");
            let unrouted = status == StatusCode::NOT_FOUND
                && body["code"] == "NOT_FOUND"
                && body["message"]
                    .as_str()
                    .is_some_and(|m| m == "no such route");
            assert!(
                !unrouted,
                "{method} {path} is documented but not routed: {body}"
            );
        }
    }
}

#[tokio::test]
async fn documented_recipe_limits_are_the_enforced_ones() {
    use cookbook_domain::recipe_rules::*;
    let app = TestApp::new();
    let (_, document) = app.send("GET", "/api/openapi.json", None, None).await;
    let recipe = &document["components"]["schemas"]["RecipeInput"]["properties"];
    let ingredient = &recipe["ingredients"]["items"]["properties"];
    let documented = [
        (&recipe["name"]["maxLength"], MAX_NAME_CHARS),
        (&recipe["description"]["maxLength"], MAX_DESCRIPTION_CHARS),
        (&recipe["yield"]["maxLength"], MAX_NAME_CHARS),
        (&recipe["ingredients"]["maxItems"], MAX_INGREDIENTS),
        (&ingredient["text"]["maxLength"], MAX_INGREDIENT_CHARS),
        (&ingredient["name"]["maxLength"], MAX_INGREDIENT_CHARS),
        (&recipe["instructions"]["maxItems"], MAX_INSTRUCTIONS),
        (
            &recipe["instructions"]["items"]["maxLength"],
            MAX_STEP_CHARS,
        ),
        (&recipe["instructionGroups"]["maxItems"], MAX_INSTRUCTIONS),
        (&recipe["tags"]["maxItems"], MAX_LABELS),
        (&recipe["tags"]["items"]["maxLength"], MAX_LABEL_CHARS),
        (&recipe["imageUrl"]["maxLength"], MAX_IMAGE_URL_CHARS),
        (&recipe["servings"]["minimum"], 1),
    ];
    for (value, limit) in documented {
        assert_eq!(value.as_u64(), Some(limit as u64), "{recipe}");
    }
    let whole = document["components"]["schemas"]["RecipeInput"]["description"].to_string();
    assert!(whole.contains(&MAX_RECIPE_BYTES.to_string()), "{whole}");
    let routes = &document["paths"];
    for operation in [
        &routes["/api/recipes"]["post"],
        &routes["/api/recipes/{id}"]["put"],
    ] {
        assert!(operation["requestBody"].to_string().contains("RecipeInput"));
    }
}
